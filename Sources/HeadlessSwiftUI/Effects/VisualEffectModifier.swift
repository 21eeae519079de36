import Foundation

/// A view's geometry as a visual effect reads it, compared by the frames it reports: a change of
/// frame draws the effect again.
struct GeometrySnapshot: Equatable, @unchecked Sendable {
    let proxy: GeometryProxy

    static func == (lhs: GeometrySnapshot, rhs: GeometrySnapshot) -> Bool {
        lhs.proxy.frame(in: .global) == rhs.proxy.frame(in: .global)
            && lhs.proxy.bounds(of: .scrollView) == rhs.proxy.bounds(of: .scrollView)
    }
}

extension GeometrySnapshot {
    /// `content` with `operations` drawn over it, reporting the content's own geometry (read
    /// inside the effects, which never change it) to `report` at each layout that changes it.
    @MainActor static func drawing(
        _ content: some View, with operations: [VisualEffectOperation], report: @escaping (GeometrySnapshot) -> Void
    ) -> AnyView {
        let measured = AnyView(content.onGeometryChange(for: GeometrySnapshot.self, of: { GeometrySnapshot(proxy: $0) }, action: report))
        return operations.reduce(measured) { view, operation in operation.apply(to: view) }
    }
}

/// Draws its content with the operations `effect` gives for the content's geometry, once layout
/// has given it one (before, as it is).
@MainActor
struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    @State private var geometry: GeometrySnapshot?

    nonisolated init(effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect) {
        self.effect = effect
    }

    func body(content: Content) -> some View {
        let operations = geometry.map { effect(EmptyVisualEffect(), $0.proxy).operations } ?? []
        return GeometrySnapshot.drawing(content, with: operations) { geometry = $0 }
    }
}

extension View {
    /// Changes how this view is drawn from its geometry, without changing its layout (Apple:
    /// `visualEffect(_:)`, iOS 17): the closure gets the empty effect and the view's geometry.
    ///
    /// ```swift
    /// Text("Header").visualEffect { effect, proxy in effect.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1) }
    /// ```
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View
    {
        modifier(VisualEffectModifier(effect: effect))
    }
}
