import DesignTokens
import SwiftUI

/// 004's floating help trigger: a question mark on interactive glass, read as "Help".
@MainActor
public struct GlassHelpButton: View {
    let action: @MainActor () -> Void

    /// A question-mark glass button that reads "Help" to VoiceOver.
    ///
    /// - Parameter action: What a tap does (usually presenting help).
    public init(action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    public var body: some View {
        GlassIconButton(systemImage: "questionmark", tint: .secondary, accessibilityLabel: Text("Help", bundle: .module), action: action)
            .accessibilityHint(Text("Explains this page", bundle: .module))
    }
}
