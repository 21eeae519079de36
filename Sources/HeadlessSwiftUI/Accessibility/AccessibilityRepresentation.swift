extension View {
    /// Has VoiceOver read `representation` in place of this view (Apple:
    /// `accessibilityRepresentation(representation:)`, iOS 15): a custom control drawn with shapes
    /// reads as the standard control it stands for. The representation is neither laid out nor
    /// drawn; its elements are outlined by this view's frame.
    ///
    /// ```swift
    /// PillSwitch(isOn: $isOn)
    ///     .accessibilityRepresentation { Toggle("Wi-Fi", isOn: $isOn) }
    /// ```
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(AccessibilityReplacementModifier(replacement: representation()))
    }

    /// Has VoiceOver read `children` in place of this element's children (Apple:
    /// `accessibilityChildren(children:)`, iOS 15: "Replaces the existing accessibility element's
    /// children"): a chart drawn as one shape reads as one element per bar. The children are
    /// neither laid out nor drawn.
    ///
    /// ```swift
    /// BarChart(values)
    ///     .accessibilityElement()
    ///     .accessibilityChildren { ForEach(values) { Rectangle().accessibilityLabel($0.name) } }
    /// ```
    nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(AccessibilityReplacementModifier(replacement: children()))
    }
}

/// Resolves a replacement for what VoiceOver reads of its content, kept beside the content.
struct AccessibilityReplacementModifier<Replacement: View> {
    let replacement: Replacement

    nonisolated init(replacement: Replacement) {
        self.replacement = replacement
    }
}

extension AccessibilityReplacementModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("AccessibilityReplacementModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let node = context.node(.custom("AccessibilityReplacement"), children: content(context))
        node.accessibilityReplacement = context.resolve(replacement, component: "accessibilityReplacement")
        return [node]
    }
}
