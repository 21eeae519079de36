import Foundation

/// A 2D shape drawn in its frame (Apple: `Shape`); by itself it fills with the foreground style.
public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in `rect`, the frame it is given.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape takes when offered `proposal` (Apple: iOS 16's `Shape.sizeThatFits(_:)`).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The outline placed in `frame`: `path(in:)` is asked for the shape's own bounds, with origin
    /// (0, 0), and the path is then moved to the frame, as SwiftUI places a shape.
    nonisolated package func placedPath(in frame: CGRect) -> Path {
        path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Shapes take the space they are offered, 10 pt where a dimension is unspecified.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// A shape that can be inset, so a stroke stays inside its frame (Apple: `InsettableShape`).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount`, so that a stroke of twice `amount` stays inside the frame.
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills the shape with a style.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills the shape with the foreground style.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// Strokes the outline, centred on it.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// Traces the shape's outline with `content`, `lineWidth` wide, centred on the outline.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// Traces the shape's outline in the foreground style, drawn with `style`.
    nonisolated public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style)
    }

    /// Traces the shape's outline in the foreground style, `lineWidth` wide.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline between two fractions of its length.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension InsettableShape {
    /// Strokes the outline inside the shape's frame.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: content, stroke: style)
    }

    /// Traces the inside of the shape's outline with `content`, `lineWidth` wide, so nothing spills out of its frame.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Traces the inside of the shape's outline with `style`, in the foreground style.
    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style)
    }

    /// Traces the inside of the shape's outline in the foreground style, `lineWidth` wide.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape drawn with a style (Apple: `_ShapeView`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    let stroke: StrokeStyle?

    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        stroke = nil
    }

    nonisolated init(shape: Content, style: Style, stroke: StrokeStyle) {
        self.shape = shape
        self.style = style
        fillStyle = FillStyle()
        self.stroke = stroke
    }

    public var body: Never { bodyError() }
}

extension _ShapeView: View {}

extension _ShapeView: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.shape(ShapeDrawing(shape: shape, style: style, stroke: stroke, fillStyle: fillStyle)))]
    }
}

/// What a shape node draws.
package struct ShapeDrawing: Sendable {
    public let shape: any Shape
    public let style: any ShapeStyle
    /// nil for a fill.
    public let stroke: StrokeStyle?
    public let fillStyle: FillStyle
}

extension ShapeDrawing {
    /// The fractions a trimmed shape is cut to, or nil for an untrimmed one.
    public var trim: (from: CGFloat, to: CGFloat)? {
        (shape as? any TrimmedShape).map { ($0.startFraction, $0.endFraction) }
    }

    /// The shape's outline placed in `frame` (see `Shape.placedPath(in:)`).
    public func placedPath(in frame: CGRect) -> Path { shape.placedPath(in: frame) }

    /// The shape's outline in `rect`, trimmed to other fractions (an animation between two trims).
    public func path(in rect: CGRect, trimmedFrom start: CGFloat, to end: CGFloat) -> Path {
        guard let trimmed = shape as? any TrimmedShape else { return shape.path(in: rect) }
        return PathTrimmer.trim(trimmed.basePath(in: rect), from: start, to: end)
    }
}

/// A shape cut to part of its length.
protocol TrimmedShape {
    var startFraction: CGFloat { get }
    var endFraction: CGFloat { get }
    func basePath(in rect: CGRect) -> Path
}

/// A shape trimmed to part of its length.
struct _TrimmedShape<Base: Shape>: Sendable, TrimmedShape {
    let shape: Base
    let startFraction: CGFloat
    let endFraction: CGFloat

    nonisolated init(shape: Base, startFraction: CGFloat, endFraction: CGFloat) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

}

extension _TrimmedShape: Shape {
    nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set {}
    }

    nonisolated func path(in rect: CGRect) -> Path {
        PathTrimmer.trim(shape.path(in: rect), from: startFraction, to: endFraction)
    }

    nonisolated func basePath(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    /// A trimmed shape takes the room of its whole shape.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}
