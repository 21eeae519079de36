/// Runs an action with a value read from a view's geometry when the view is first laid out and
/// each time the value changes (Apple: `onGeometryChange(for:of:action:)`): a geometry reader
/// behind the view, whose value `onChange(of:initial:)` watches once layout has given it a size.
@MainActor
struct GeometryChangeAction<Value: Equatable & Sendable>: ViewModifier {
    let transform: @Sendable (GeometryProxy) -> Value
    /// The action, carried as the layer carries a view's closures (built off the main actor, run on it).
    let action: UncheckedSendable<(_ oldValue: Value, _ newValue: Value) -> Void>

    nonisolated init(
        transform: @escaping @Sendable (GeometryProxy) -> Value, action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) {
        self.transform = transform
        self.action = UncheckedSendable(action)
    }

    func body(content: Content) -> some View {
        content.background {
            GeometryReader { proxy in
                // Only sizes layout gave: before the first layout the reader holds a guess.
                if proxy.isLaidOut {
                    Color.clear.onChange(of: transform(proxy), initial: true) { oldValue, newValue in action.value(oldValue, newValue) }
                }
            }
        }
    }
}

extension View {
    /// Runs `action` with `transform`'s value of the view's geometry when the view is laid out and
    /// whenever that value changes (Apple: `onGeometryChange(for:of:action:)`, iOS 16). The first
    /// call, at the first layout, is how a view measures itself:
    ///
    /// ```swift
    /// Text(caption)
    ///     .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { captionHeight = $0 }
    /// ```
    @preconcurrency
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeAction(transform: transform, action: { _, newValue in action(newValue) }))
    }

    /// Runs `action` with the previous and the new value of `transform` on the view's geometry
    /// (Apple: the iOS 18 form of `onGeometryChange(for:of:action:)`). At the first layout both are
    /// the first value, as `onChange(of:initial: true)` reports it.
    @preconcurrency
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeAction(transform: transform, action: action))
    }
}
