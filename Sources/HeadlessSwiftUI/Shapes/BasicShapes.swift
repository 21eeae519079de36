import Foundation

/// A rectangle filling its frame (Apple: `Rectangle`).
public struct Rectangle: Sendable {
    /// A rectangle filling its frame.
    nonisolated public init() {}
}

extension Rectangle: InsettableShape {
    /// A rectangle filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The rectangle inset by `amount` on every edge.
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

/// A rectangle with rounded corners (Apple: `RoundedRectangle`).
public struct RoundedRectangle: Sendable {
    /// The corner's width and height.
    public var cornerSize: CGSize
    /// Circular or continuous (squircle) corners.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners `cornerSize` across.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle with corners of `cornerRadius`.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle in `rect`, its radius clamped to half the shorter side.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The corner size, animated (Apple: `RoundedRectangle.animatableData`, `CGSize.AnimatableData`).
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }

    /// The rounded rectangle inset by `amount`, its corner radius reduced by as much.
    nonisolated public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(base: self, amount: amount) }
}

/// A circle centred in its frame, as large as the shorter side (Apple: `Circle`).
public struct Circle: Sendable {
    /// A circle centred in its frame, as wide as the frame's shorter side.
    nonisolated public init() {}
}

extension Circle: InsettableShape {
    /// The largest circle centred in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// The circle inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }

    /// A circle offered a non-square size takes a square of the shorter side (measured on iOS 18),
    /// so alignment can move it along the longer one.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let side = [proposal.width, proposal.height].compactMap({ $0 }).filter(\.isFinite).min() else {
            return proposal.replacingUnspecifiedDimensions()
        }
        return CGSize(width: side, height: side)
    }
}

/// An ellipse filling its frame (Apple: `Ellipse`).
public struct Ellipse: Sendable {
    /// An ellipse filling its frame.
    nonisolated public init() {}
}

extension Ellipse: InsettableShape {
    /// The ellipse inscribed in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The ellipse inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

/// A rectangle whose shorter sides are semicircles (Apple: `Capsule`).
public struct Capsule: Sendable {
    /// Circular or continuous ends.
    public var style: RoundedCornerStyle

    /// A capsule: a rectangle whose shorter sides are half circles.
    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
}

extension Capsule: InsettableShape {
    /// The capsule in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    /// The capsule inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

/// The radius of each corner (Apple: `RectangleCornerRadii`).
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Four corner radii, 0 unless given.
    nonisolated public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle with a different radius per corner (Apple: `UnevenRoundedRectangle`).
public struct UnevenRoundedRectangle: Sendable {
    /// The four corner radii.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A rectangle with a radius of its own for each corner.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius of its own for each corner, 0 unless given.
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle in `rect`, each radius clamped so that neighbouring corners do not overlap.
    nonisolated public func path(in rect: CGRect) -> Path {
        let r = cornerRadii
        let k: CGFloat = 0.552_284_749_8
        func clamp(_ value: CGFloat) -> CGFloat { max(0, min(value, min(rect.width, rect.height) / 2)) }
        let (tl, tr, br, bl) = (clamp(r.topLeading), clamp(r.topTrailing), clamp(r.bottomTrailing), clamp(r.bottomLeading))
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + tr), control1: CGPoint(x: rect.maxX - tr + k * tr, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + tr - k * tr))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        path.addCurve(
            to: CGPoint(x: rect.maxX - br, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - br + k * br),
            control2: CGPoint(x: rect.maxX - br + k * br, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        path.addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - bl), control1: CGPoint(x: rect.minX + bl - k * bl, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - bl + k * bl))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        path.addCurve(
            to: CGPoint(x: rect.minX + tl, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + tl - k * tl),
            control2: CGPoint(x: rect.minX + tl - k * tl, y: rect.minY))
        path.closeSubpath()
        return path
    }

    /// The rectangle inset by `amount`, each radius reduced by as much.
    nonisolated public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> { _Inset(base: self, amount: amount) }
}

/// A shape drawn inside its frame by `amount` on every edge (Apple's inset shapes are private types).
public struct _Inset<Base: Shape>: Sendable {
    let base: Base
    let amount: CGFloat

    nonisolated init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }
}

extension _Inset: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    nonisolated public func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }

    /// An inset shape takes the room of the shape it insets.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
