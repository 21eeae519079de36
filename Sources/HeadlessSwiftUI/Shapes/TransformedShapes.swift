import Foundation

extension Path {
    /// The path with every point transformed by `transform` (Apple: `Path.applying(_:)`).
    ///
    /// ```swift
    /// let tilted = Path(CGRect(x: 0, y: 0, width: 40, height: 10)).applying(CGAffineTransform(rotationAngle: .pi / 8))
    /// ```
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        forEach { element in
            switch element {
            case let .move(to: p): result.move(to: p.applying(transform))
            case let .line(to: p): result.addLine(to: p.applying(transform))
            case let .quadCurve(to: p, control: c): result.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case let .curve(to: p, control1: c1, control2: c2):
                result.addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }
}

/// A shape of any type (Apple: `AnyShape`): lets one expression choose between shapes.
///
/// ```swift
/// .clipShape(isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8)))
/// ```
public struct AnyShape: Shape {
    let shape: any Shape

    /// Wraps `shape`.
    nonisolated public init<S: Shape>(_ shape: S) {
        self.shape = shape
    }

    /// The wrapped shape's outline.
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// The wrapped shape's size.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape transformed by an affine transform about its frame's origin (Apple: `TransformedShape`).
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The transform applied to its outline.
    public var transform: CGAffineTransform

    /// `shape` transformed by `transform`.
    nonisolated public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's outline, transformed.
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape moved by an offset (Apple: `OffsetShape`).
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline, moved.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

/// A shape rotated about an anchor of its frame (Apple: `RotatedShape`).
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The rotation, clockwise on screen.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// `shape` rotated by `angle` about `anchor`.
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline, rotated.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).about(rect.point(at: anchor)))
    }
}

/// A shape scaled about an anchor of its frame (Apple: `ScaledShape`).
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame it scales about.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline, scaled.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(rect.point(at: anchor)))
    }
}

extension Shape {
    /// This shape's outline transformed by `transform`.
    nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// This shape moved by `offset`.
    ///
    /// ```swift
    /// Circle().offset(CGSize(width: 4, height: 4)).fill(.black.opacity(0.2))
    /// ```
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// This shape moved by `x` and `y`.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        offset(CGSize(width: x, height: y))
    }

    /// This shape rotated by `angle` about `anchor`.
    ///
    /// ```swift
    /// Rectangle().rotation(.degrees(45)).fill(.orange).frame(width: 20, height: 20)
    /// ```
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` about `anchor`.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled uniformly by `scale` about `anchor`.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}
