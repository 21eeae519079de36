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

    /// Fills the shape with `content`, the foreground style by default (Apple: iOS 17's form, which
    /// returns a shape view that a stroke can follow).
    ///
    /// ```swift
    /// Circle().fill(.mint).stroke(.teal, lineWidth: 2)
    /// ```
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the shape's outline with `content`, drawn with `style` (Apple: iOS 17's form).
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Traces the shape's outline with `content`, `lineWidth` wide, centred on the outline (Apple:
    /// iOS 17's form).
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The stroke of the outline drawn with `style`, as a shape: filled with the foreground style
    /// when shown, or given another fill, clip or stroke.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }

    /// The stroke of the outline, `lineWidth` wide, as a shape.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline between two fractions of its length.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension Shape {
    /// Fills the shape with `content` (Apple: the iOS 13 form, which the iOS 17 one is preferred to).
    @_disfavoredOverload
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills the shape with the foreground style (Apple: the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: .foreground, fillStyle: style)
    }

    /// Traces the outline with `content`, drawn with `style` (Apple: the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: stroke(style: style), style: content)
    }

    /// Traces the outline with `content`, `lineWidth` wide (Apple: the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: stroke(style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }
}

extension InsettableShape {
    /// Traces the inside of the outline with `content`, the foreground style by default, drawn with
    /// `style`, so nothing spills out of the frame (Apple: iOS 17's form).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).strokeBorder(.separator, lineWidth: 1)
    /// ```
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView>
    {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Traces the inside of the outline with `content`, `lineWidth` wide (Apple: iOS 17's form).
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Traces the inside of the outline with `content` (Apple: the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth * 0.5).stroke(style: style).fill(content, style: FillStyle(antialiased: antialiased))
    }

    /// Traces the inside of the outline in the foreground style (Apple: the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth * 0.5).stroke(style: style).fill(style: FillStyle(antialiased: antialiased))
    }

    /// Traces the inside of the outline with `content`, `lineWidth` wide (Apple: the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Traces the inside of the outline in the foreground style, `lineWidth` wide (Apple: the iOS
    /// 13 form).
    @_disfavoredOverload
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape drawn with a style (Apple: `_ShapeView`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public var body: Never { bodyError() }
}

extension _ShapeView: ShapeView {}

extension _ShapeView: _PrimitiveView {
    /// A stroked shape is drawn as its base shape with the stroke, which Cairo strokes exactly.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let drawing =
            if let stroked = shape as? any StrokedShapeParts {
                ShapeDrawing(shape: stroked.strokedBase, style: style, stroke: stroked.strokeStyle, fillStyle: fillStyle)
            } else {
                ShapeDrawing(shape: shape, style: style, stroke: nil, fillStyle: fillStyle)
            }
        return [context.node(.shape(drawing))]
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
