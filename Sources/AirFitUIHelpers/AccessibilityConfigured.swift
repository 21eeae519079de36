import AirFitUI
import SwiftUI

extension View {
    /// 004's accessibility helper, spelled as 004 spells it: the same one element as 003's `.a11y`
    /// (its children combined under `label`, with an optional hint and added traits).
    ///
    /// ```swift
    /// HStack { Image(systemName: "flame.fill"); Text("12 days") }
    ///     .accessibilityConfigured(label: "Streak, 12 days", traits: .isButton)
    /// ```
    ///
    /// - Parameters:
    ///   - label: What VoiceOver reads.
    ///   - hint: What happens on activation, if anything.
    ///   - traits: Traits to add, such as `.isButton` or `.isHeader`.
    nonisolated public func accessibilityConfigured(
        label: String, hint: String? = nil,
        traits: AccessibilityTraits = []
    ) -> some View {
        a11y(label: label, hint: hint, trait: traits)
    }
}
