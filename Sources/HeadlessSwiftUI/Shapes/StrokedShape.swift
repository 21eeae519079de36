import Foundation

/// A shape's stroke as a shape of its own: what `Shape.stroke(style:)` and `stroke(lineWidth:)`
/// return (Apple: `_StrokedShape`). Its path is the stroke's outline, so it can be filled, clipped
/// to or stroked again; drawn, it is its base shape stroked.
///
/// ```swift
/// Circle().stroke(lineWidth: 4).fill(.orange)  // a 4 pt orange ring
/// ```
public struct _StrokedShape<S: Shape>: Sendable {
    /// The shape whose outline is stroked.
    public var shape: S
    /// How it is stroked.
    public var style: StrokeStyle

    /// The stroke of `shape` drawn with `style`.
    nonisolated public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline of the stroke (`Path.strokedPath(_:)` of the base shape's path).
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The stroked shape takes the room its base shape takes.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The base shape's animatable data beside the stroke's.
    public var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }
}

/// What the display list needs of a stroked shape: it draws the base shape with a stroke, so the
/// stroke is Cairo's (exact joins and caps, antialiased) rather than a fill of the chorded outline.
protocol StrokedShapeParts {
    var strokedBase: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: Shape {}

extension _StrokedShape: StrokedShapeParts {
    var strokedBase: any Shape { shape }
    var strokeStyle: StrokeStyle { style }
}

extension StrokeStyle: Animatable {
    /// The line width, mitre limit and dash phase, which an animation interpolates (Apple's order).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
