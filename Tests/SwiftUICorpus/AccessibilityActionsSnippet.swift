import SwiftUI

/// A card with a custom action beside its activation, inside a panel that VoiceOver's escape
/// gesture closes: `accessibilityAction(named:_:)` and `accessibilityAction(.escape)`.
@MainActor
public struct AccessibilityActionsSnippet: View {
    @State private var started = 0
    @State private var open = true

    public init() {}

    public var body: some View {
        VStack {
            if open {
                VStack {
                    Text("Leg day")
                    Text("Started \(started) times")
                }
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Start workout") { started += 1 }
                .accessibilityLabel("Leg day")
                .accessibilityValue("Started \(started) times")
                Text("Six exercises")
            }
        }
        .accessibilityAction(.escape) { open = false }
    }
}
