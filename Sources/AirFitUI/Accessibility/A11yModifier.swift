import SwiftUI

/// 003 §5's accessibility shorthand: one element with a label, an optional hint and a trait.
/// 003's conventions for labels: a control says verb + object ("Start workout"), a value says
/// value + context ("1,850 of 2,300 calories"), a card gives its summary, a position says current
/// + total ("Set 2 of 4").
@MainActor
struct A11yModifier: ViewModifier {
    let label: Text
    let hint: Text?
    let trait: AccessibilityTraits?

    nonisolated init(label: Text, hint: Text?, trait: AccessibilityTraits?) {
        self.label = label
        self.hint = hint
        self.trait = trait
    }

    func body(content: Content) -> some View {
        content
            .accessibilityElement(children: .combine)
            .accessibilityLabel(label)
            .accessibilityHint(hint ?? Text(verbatim: ""))
            .accessibilityAddTraits(trait ?? [])
    }
}

extension View {
    /// One accessibility element: `label`, with an optional `hint` and `trait` (003 §5's `.a11y`),
    /// read in the app's language: the keys are looked up in the app's String Catalog.
    ///
    /// ```swift
    /// ModernCard { SetSummary(set) }.a11y(label: "Set \(index) of \(count)", hint: "Opens the set")
    /// ```
    nonisolated public func a11y(label: LocalizedStringKey, hint: LocalizedStringKey? = nil, trait: AccessibilityTraits? = nil) -> some View
    {
        modifier(A11yModifier(label: Text(label), hint: hint.map { Text($0) }, trait: trait))
    }

    /// The same with a label and hint read verbatim (string values, not literals).
    @_disfavoredOverload
    nonisolated public func a11y(label: some StringProtocol, hint: String? = nil, trait: AccessibilityTraits? = nil) -> some View {
        modifier(A11yModifier(label: Text(label), hint: hint.map { Text($0) }, trait: trait))
    }

    /// The same with a label and hint made as you like: `Text("key", bundle: .module)` for keys in
    /// your module's String Catalog.
    nonisolated public func a11y(label: Text, hint: Text? = nil, trait: AccessibilityTraits? = nil) -> some View {
        modifier(A11yModifier(label: label, hint: hint, trait: trait))
    }
}
