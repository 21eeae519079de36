#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

extension View {
    /// 004's accessibility helper: a label, an optional hint and added traits in one call.
    nonisolated public func accessibilityConfigured(label: String, hint: String? = nil,
                                                    traits: AccessibilityTraits = []) -> some View {
        accessibilityLabel(label)
            .accessibilityHint(hint ?? "")
            .accessibilityAddTraits(traits)
    }
}
