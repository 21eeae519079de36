import Foundation

/// A rectangle filling its frame (Apple: `Rectangle`).
public struct Rectangle: Sendable {
    nonisolated public init() {}
}

extension Rectangle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

/// A rectangle with rounded corners (Apple: `RoundedRectangle`).
public struct RoundedRectangle: Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
}

extension RoundedRectangle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The corner size, animated (Apple: `RoundedRectangle.animatableData`, `CGSize.AnimatableData`).
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }

    nonisolated public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(base: self, amount: amount) }
}

/// A circle centred in its frame, as large as the shorter side (Apple: `Circle`).
public struct Circle: Sendable {
    nonisolated public init() {}
}

extension Circle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

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
    nonisolated public init() {}
}

extension Ellipse: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

/// A rectangle whose shorter sides are semicircles (Apple: `Capsule`).
public struct Capsule: Sendable {
    public var style: RoundedCornerStyle

    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
}

extension Capsule: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    nonisolated public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

/// The radius of each corner (Apple: `RectangleCornerRadii`).
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    nonisolated public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle with a different radius per corner (Apple: `UnevenRoundedRectangle`).
public struct UnevenRoundedRectangle: Sendable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

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
