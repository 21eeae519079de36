import Foundation

/// A shape's outline stroked inside its frame, in front of another drawing of it (Apple:
/// `StrokeBorderShapeView`), what `InsettableShape.strokeBorder(_:lineWidth:antialiased:)` and
/// `ShapeView.strokeBorder(_:style:antialiased:)` return.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 10).fill(.background).strokeBorder(.separator)
/// ```
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View> {
    /// The shape whose outline is stroked inside it.
    public var shape: Content
    /// What the stroke is drawn with.
    public var style: Style
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke's edges are antialiased.
    public var isAntialiased: Bool
    /// What is drawn behind the stroke.
    public var background: Background

    /// The outline of `shape`, inset by half the line width, stroked with `style` in front of
    /// `background`.
    nonisolated public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: Never { bodyError() }
}

extension StrokeBorderShapeView: ShapeView {}

extension StrokeBorderShapeView: _PrimitiveView {
    /// Drawn as the stroke of the shape inset by half the line width.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        StrokeShapeView(
            shape: shape.inset(by: strokeStyle.lineWidth * 0.5), style: style, strokeStyle: strokeStyle,
            isAntialiased: isAntialiased, background: background
        )._resolve(in: context)
    }
}
