#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// 003 §5's accessibility shorthand: one element with a label, an optional hint and a trait.
/// 003's conventions for labels: a control says verb + object ("Start workout"), a value says
/// value + context ("1,850 of 2,300 calories"), a card gives its summary, a position says current
/// + total ("Set 2 of 4").
@MainActor
struct A11yModifier: ViewModifier {
    let label: String
    let hint: String?
    let trait: AccessibilityTraits?

    nonisolated init(label: String, hint: String?, trait: AccessibilityTraits?) {
        self.label = label
        self.hint = hint
        self.trait = trait
    }

    func body(content: Content) -> some View {
        content
            .accessibilityElement(children: .combine)
            .accessibilityLabel(label)
            .accessibilityHint(hint ?? "")
            .accessibilityAddTraits(trait ?? [])
    }
}

extension View {
    /// One accessibility element: `label`, with an optional `hint` and `trait` (003 §5's `.a11y`).
    @MainActor public func a11y(label: String, hint: String? = nil, trait: AccessibilityTraits? = nil) -> some View {
        modifier(A11yModifier(label: label, hint: hint, trait: trait))
    }
}
