import SwiftUI

/// A settings row and a log button as pre-iOS 17 code writes them: a switch tinted by its style,
/// and UIKit's haptic generators fired from actions.
@MainActor
public struct HapticSettingsSnippet: View {
    @State private var isSynced = true
    @State private var sets = 0
    private let impact = UIImpactFeedbackGenerator(style: .rigid)

    public init() {}

    public var body: some View {
        Form {
            Toggle("Sync workouts", isOn: $isSynced)
                .toggleStyle(SwitchToggleStyle(tint: .orange))
            Button("Log set \(sets + 1)") {
                impact.prepare()
                impact.impactOccurred(intensity: 0.8)
                sets += 1
                if sets.isMultiple(of: 5) {
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                } else {
                    UISelectionFeedbackGenerator().selectionChanged()
                }
            }
        }
        .onChange(of: isSynced) {
            UIImpactFeedbackGenerator().impactOccurred()
        }
    }
}
