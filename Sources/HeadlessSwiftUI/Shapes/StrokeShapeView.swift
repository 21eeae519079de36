import Foundation

/// A shape's outline stroked in front of another drawing of it (Apple: `StrokeShapeView`), what
/// `Shape.stroke(_:lineWidth:antialiased:)` and `ShapeView.stroke(_:style:antialiased:)` return.
///
/// ```swift
/// Circle().fill(.green).stroke(.white, lineWidth: 2)
/// ```
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
    /// The shape whose outline is stroked.
    public var shape: Content
    /// What the stroke is drawn with.
    public var style: Style
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke's edges are antialiased.
    public var isAntialiased: Bool
    /// What is drawn behind the stroke.
    public var background: Background

    /// The outline of `shape` stroked with `style` in front of `background`.
    nonisolated public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: Never { bodyError() }
}

extension StrokeShapeView: ShapeView {}

extension StrokeShapeView: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        resolve(
            _ShapeView(
                shape: _StrokedShape(shape: shape, style: strokeStyle), style: style,
                fillStyle: FillStyle(antialiased: isAntialiased)),
            over: background, in: context)
    }
}
