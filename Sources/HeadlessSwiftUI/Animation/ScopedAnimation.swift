extension View {
    /// Animates the changes of the modifiers `body` applies to this view with `animation` (Apple:
    /// `animation(_:body:)`, iOS 17): whatever changes them, they animate, as the deprecated
    /// `animation(_:)` animates. On iOS the view itself keeps the animation of the change around
    /// it; the layer's transaction walk cannot tell it apart from the body's modifiers, so changes
    /// inside the view animate with `animation` as well (D274).
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .animation(.bouncy) { $0.scaleEffect(isLiked ? 1.2 : 1) }
    /// ```
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View
    {
        body(PlaceholderContentView(content: AnyView(self))).modifier(EffectModifier(effect: .animation(animation, value: EveryUpdate())))
    }
}
