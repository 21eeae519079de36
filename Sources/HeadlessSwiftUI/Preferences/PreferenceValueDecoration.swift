extension View {
    /// Draws a view built from `key`'s value, as this view's content sets it, in front of this
    /// view and sized to it (Apple: `overlayPreferenceValue(_:alignment:_:)`). With anchors, a
    /// `GeometryReader` in `transform` resolves them where the content put them.
    ///
    /// ```swift
    /// tabs.overlayPreferenceValue(SelectedBoundsKey.self, alignment: .bottomLeading) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor { Capsule().frame(width: proxy[anchor].width, height: 3).offset(x: proxy[anchor].minX) }
    ///     }
    /// }
    /// ```
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueDecoration<K, V>(transform: UncheckedSendable(transform), alignment: alignment, isBackground: false))
    }

    /// Draws a view built from `key`'s value in front of this view (Apple:
    /// `overlayPreferenceValue(_:_:)`, centred).
    ///
    /// ```swift
    /// list.overlayPreferenceValue(BadgeKey.self) { count in Text("\(count)") }
    /// ```
    @_disfavoredOverload
    nonisolated public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(PreferenceValueDecoration<Key, T>(transform: UncheckedSendable(transform), alignment: .center, isBackground: false))
    }

    /// Draws a view built from `key`'s value, as this view's content sets it, behind this view and
    /// sized to it (Apple: `backgroundPreferenceValue(_:alignment:_:)`).
    ///
    /// ```swift
    /// cards.backgroundPreferenceValue(HighlightKey.self) { anchor in
    ///     GeometryReader { proxy in if let anchor { Color.yellow.frame(width: proxy[anchor].width) } }
    /// }
    /// ```
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueDecoration<K, V>(transform: UncheckedSendable(transform), alignment: alignment, isBackground: true))
    }

    /// Draws a view built from `key`'s value behind this view (Apple:
    /// `backgroundPreferenceValue(_:_:)`, centred).
    ///
    /// ```swift
    /// rows.backgroundPreferenceValue(HeightKey.self) { height in Color.gray.frame(height: height) }
    /// ```
    @_disfavoredOverload
    nonisolated public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(PreferenceValueDecoration<Key, T>(transform: UncheckedSendable(transform), alignment: .center, isBackground: true))
    }
}

/// A decoration built from a preference of the content it decorates: the content is resolved,
/// its value of the key read, and the decoration resolved from it, in one implicit `ZStack` as
/// `overlay(alignment:content:)` places several views. A change inside the content builds it again.
struct PreferenceValueDecoration<K: PreferenceKey, V: View> {
    let transform: UncheckedSendable<(K.Value) -> V>
    let alignment: Alignment
    let isBackground: Bool

    nonisolated init(transform: UncheckedSendable<(K.Value) -> V>, alignment: Alignment, isBackground: Bool) {
        self.transform = transform
        self.alignment = alignment
        self.isBackground = isBackground
    }
}

extension PreferenceValueDecoration: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("PreferenceValueDecoration is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let (transform, alignment, component) = (transform, alignment, isBackground ? "background" : "overlay")
        let build = {
            let children = content(context)
            let value = children.preference(K.self)
            return children + context.resolve(ZStack(alignment: alignment) { transform.value(value) }, component: component)
        }
        return [context.node(.effect(.decoration(isBackground: isBackground, alignment: alignment, count: 1)), readingPreferences: build)]
    }
}
