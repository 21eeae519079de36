import Foundation

/// Runs `action` when a value read from the geometry of the first scroll view in the modified view
/// changes (Apple: `onScrollGeometryChange(for:of:action:)`): the scroll view measures its content
/// at each layout (its offset, its size and its own) and reports to every such modifier above it.
struct ScrollGeometryChangeModifier<Value: Equatable> {
    let transform: UncheckedSendable<(ScrollGeometry) -> Value>
    let action: UncheckedSendable<(_ oldValue: Value, _ newValue: Value) -> Void>

    nonisolated init(transform: @escaping (ScrollGeometry) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = UncheckedSendable(transform)
        self.action = UncheckedSendable(action)
    }
}

extension ScrollGeometryChangeModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("ScrollGeometryChangeModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let transform = self.transform.value
        let action = self.action.value
        let observer: @MainActor (ScrollGeometry) -> AnyView = { geometry in
            AnyView(Color.clear.onChange(of: transform(geometry)) { oldValue, newValue in action(oldValue, newValue) })
        }
        var values = context.environment
        values[ScrollGeometryObserversKey.self].append(UncheckedSendable(observer))
        return content(context.child("scrollGeometry", environment: values))
    }
}

/// What the first scroll view inside reports its geometry to: one view per observer, made from
/// the geometry, that acts when its value changes.
struct ScrollGeometryObserversKey: EnvironmentKey {
    static var defaultValue: [UncheckedSendable<@MainActor (ScrollGeometry) -> AnyView>] { [] }
}

/// The scroll view's side: its content with a reader behind it that reports the geometry.
struct ScrollGeometryProbe {
    /// `content` measured for `observers`, inside a scroll view (whose space is `.scrollView`).
    @MainActor static func measure(
        _ content: some View, for observers: [UncheckedSendable<@MainActor (ScrollGeometry) -> AnyView>]
    ) -> some View {
        content.background {
            GeometryReader { proxy in
                if proxy.isLaidOut {
                    let frame = proxy.frame(in: .scrollView)
                    let container = proxy.bounds(of: .scrollView)?.size ?? proxy.size
                    let geometry = ScrollGeometry(
                        contentOffset: CGPoint(x: -frame.minX, y: -frame.minY), contentSize: proxy.size, contentInsets: EdgeInsets(),
                        containerSize: container)
                    ForEach(observers.indices, id: \.self) { index in observers[index].value(geometry) }
                }
            }
        }
    }
}

extension View {
    /// Runs `action` with the old and new value when `transform`'s value of the geometry of the first
    /// scroll view in this view changes (Apple: `onScrollGeometryChange(for:of:action:)`, iOS 18).
    /// It is not run for the first value.
    ///
    /// ```swift
    /// ScrollView { Feed() }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in isScrolled = scrolled }
    /// ```
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}
