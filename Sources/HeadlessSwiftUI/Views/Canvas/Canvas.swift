import Foundation

/// A view drawn with code (Apple: `Canvas`): the renderer is given a graphics context and the
/// canvas's size, and what it fills and strokes there is drawn, in the canvas's own coordinates.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// ```
public struct Canvas<Symbols: View> {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

    public var body: Never { bodyError() }
}

extension Canvas where Symbols == EmptyView {
    /// A view that draws with `renderer`, given a graphics context and its size. `opaque`,
    /// `colorMode` and `rendersAsynchronously` change how iOS composites the canvas, not what it
    /// draws.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}

extension Canvas: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.canvas(renderer))]
    }
}
