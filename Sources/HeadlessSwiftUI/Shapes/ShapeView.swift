import Foundation

/// A view that draws a shape, so that another fill or stroke of the same shape can follow it
/// (Apple: iOS 17's `ShapeView`). Each fill or stroke is drawn in front of the ones before it.
///
/// ```swift
/// Circle()
///     .fill(.yellow)
///     .stroke(.orange, lineWidth: 3)  // the ring over the disc
/// ```
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    nonisolated var shape: Content { get }
}

extension ShapeView {
    /// Fills the shape with `content` in front of this view.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> FillShapeView<Content, S, Self>
    {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline with `content`, drawn with `style`, in front of this view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content`, `lineWidth` wide, in front of this view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the inside of the shape's outline with `content`, drawn with `style`, in front of
    /// this view.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self>
    {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the inside of the shape's outline with `content`, `lineWidth` wide, in front of
    /// this view.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView {
    /// Draws `drawn` in front of `background`, sized to it, as Apple's shape views do; with no
    /// background, just `drawn`.
    @MainActor func resolve<Drawn: Shape, S: ShapeStyle, Background: View>(
        _ drawn: _ShapeView<Drawn, S>, over background: Background, in context: ResolveContext
    ) -> [ViewNode] {
        if background is EmptyView { return drawn._resolve(in: context) }
        return context.resolve(drawn.background(background), component: "content")
    }
}
