import Foundation

/// A shape filled in front of another drawing of it (Apple: `FillShapeView`), what
/// `ShapeView.fill(_:style:)` returns.
///
/// ```swift
/// Capsule().stroke(.blue, lineWidth: 2).fill(.blue.opacity(0.15))
/// ```
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
    /// The shape filled.
    public var shape: Content
    /// What fills it.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle
    /// What is drawn behind the fill.
    public var background: Background

    /// `shape` filled with `style` in front of `background`.
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: Never { bodyError() }
}

extension FillShapeView: ShapeView {}

extension FillShapeView: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        resolve(_ShapeView(shape: shape, style: style, fillStyle: fillStyle), over: background, in: context)
    }
}
