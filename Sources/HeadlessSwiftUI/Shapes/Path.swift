import Foundation

/// The outline of a 2D shape (Apple: `Path`).
public struct Path: Equatable, Sendable {
    /// One drawing instruction.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line to its start.
        case closeSubpath
    }

    /// The instructions, in order.
    package private(set) var elements: [Element] = []

    /// An empty path.
    nonisolated public init() {}

    /// A rectangle.
    nonisolated public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle with corners of `cornerRadius`.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with corners `cornerSize` across.
    nonisolated public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    nonisolated public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `callback`.
    nonisolated public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        guard dx != 0 || dy != 0 else { return self }
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case let .move(p): .move(to: moved(p))
            case let .line(p): .line(to: moved(p))
            case let .quadCurve(p, c): .quadCurve(to: moved(p), control: moved(c))
            case let .curve(p, c1, c2): .curve(to: moved(p), control1: moved(c1), control2: moved(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
    /// Adds a straight line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
    /// Adds a quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    /// Adds a cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a rectangle as a closed subpath, transformed by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(rect), transform: transform) }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// An ellipse as four cubic Béziers (the standard 0.5523 control-point ratio).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(ellipseIn: rect), transform: transform) }
        let k: CGFloat = 0.552_284_749_8
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rounded rectangle. `.circular` corners are quarter ellipses; `.continuous` corners are
    /// Apple's smooth squircle-like corners: each starts 1.528665 × the radius from the corner and
    /// eases curvature in through three cubics (the widely published reconstruction of UIKit's
    /// continuous corner). Where that longer corner does not fit the side, it is drawn circular.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            return addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
        }
        // Both radii are clamped to half the shorter side, as SwiftUI clamps them: a 16 pt radius on a
        // 32 × 16 track is a capsule, not an ellipse.
        let limit = min(rect.width, rect.height) / 2
        let rx = max(0, min(cornerSize.width, limit))
        let ry = max(0, min(cornerSize.height, limit))
        guard rx > 0, ry > 0 else { return addRect(rect) }
        if style == .continuous, rx == ry, rx * ContinuousCorner.extent <= min(rect.width, rect.height) / 2 {
            return addContinuousRoundedRect(in: rect, radius: rx)
        }
        let k: CGFloat = 0.552_284_749_8
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(
            to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
            control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(
            to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
            control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// Four continuous corners of `radius`, clockwise from the top edge.
    private mutating func addContinuousRoundedRect(in rect: CGRect, radius r: CGFloat) {
        // Each corner in a frame where `u` runs along the incoming edge toward the corner and `v`
        // away from it along the outgoing edge; `map` places (u, v) offsets from the corner point.
        let corners: [(corner: CGPoint, along: CGPoint, out: CGPoint)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        for (index, entry) in corners.enumerated() {
            // A point `before` the corner along the incoming edge and `inward` along the outgoing one.
            func point(_ before: CGFloat, _ inward: CGFloat) -> CGPoint {
                CGPoint(
                    x: entry.corner.x - entry.along.x * before * r + entry.out.x * inward * r,
                    y: entry.corner.y - entry.along.y * before * r + entry.out.y * inward * r)
            }
            let c = ContinuousCorner.self
            if index == 0 { move(to: point(rect.width / r - c.extent, 0)) }
            addLine(to: point(c.extent, 0))
            addCurve(to: point(c.a, c.d), control1: point(c.b, 0), control2: point(c.c, c.e))
            addCurve(to: point(c.d, c.a), control1: point(c.f, c.g), control2: point(c.g, c.f))
            addCurve(to: point(0, c.extent), control1: point(c.e, c.c), control2: point(0, c.b))
        }
        closeSubpath()
    }

    /// An arc of a circle, in cubic segments of at most 90°; angles run clockwise on screen from +x.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            // Joined to the current point as the untransformed arc would be.
            if let start = arc.elements.first, case let .move(to: point) = start, !elements.isEmpty {
                addLine(to: point.applying(transform))
                arc.elements.removeFirst()
                elements += arc.applying(transform).elements
                return
            }
            return addPath(arc, transform: transform)
        }
        var sweep = endAngle.radians - startAngle.radians
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        var angle = startAngle.radians
        let start = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        for _ in 0..<segments {
            let next = angle + step
            let k = 4.0 / 3.0 * tan(step / 4)
            addCurve(
                to: CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next)),
                control1: CGPoint(
                    x: center.x + radius * (cos(angle) - k * sin(angle)), y: center.y + radius * (sin(angle) + k * cos(angle))),
                control2: CGPoint(x: center.x + radius * (cos(next) + k * sin(next)), y: center.y + radius * (sin(next) - k * cos(next))))
            angle = next
        }
    }

    /// The smallest rectangle containing every point and control point.
    public var boundingRect: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case let .move(p), let .line(p): [p]
            case let .quadCurve(p, c): [p, c]
            case let .curve(p, c1, c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}

/// The corner shape of a rounded rectangle (Apple: `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Circular corners (quarter circles), or continuous ones whose curvature changes smoothly, as Apple's.
    case circular, continuous
}

/// How a path is filled (Apple: `FillStyle`).
public struct FillStyle: Equatable, Sendable {
    /// Whether overlapping regions alternate between filled and empty (even-odd) instead of filling (non-zero).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style; non-zero and antialiased by default.
    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked (Apple: `StrokeStyle`).
public struct StrokeStyle: Equatable, Sendable {
    /// Line endings (Apple uses Core Graphics' `CGLineCap`).
    public enum LineCap: Sendable {
        /// Square ends that stop at the path's end.
        case butt
        /// Half-circle ends.
        case round
        /// Square ends that reach half the line width past the path's end.
        case square
    }
    /// Line joins (Apple uses Core Graphics' `CGLineJoin`).
    public enum LineJoin: Sendable {
        /// Sharp corners, beveled past the miter limit.
        case miter
        /// Rounded corners.
        case round
        /// Corners cut flat.
        case bevel
    }

    /// The width of the stroke, centred on the path.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// How far a mitered corner may reach, in line widths, before it is beveled.
    public var miterLimit: CGFloat
    /// Dash and gap lengths, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: CGFloat

    /// A stroke style; 1 pt wide, butt ends, miter corners and solid by default.
    nonisolated public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// The published coefficients of UIKit's continuous corner, in multiples of the corner radius.
enum ContinuousCorner {
    /// How far from the corner the curve leaves the straight edge.
    static let extent: CGFloat = 1.528_665
    static let a: CGFloat = 0.631_494
    static let b: CGFloat = 1.088_493
    static let c: CGFloat = 0.868_407
    static let d: CGFloat = 0.074_911
    static let e: CGFloat = 0.022_963
    static let f: CGFloat = 0.372_824
    static let g: CGFloat = 0.169_068
}
