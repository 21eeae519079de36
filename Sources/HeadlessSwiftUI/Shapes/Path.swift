import Foundation

/// The outline of a 2D shape (Apple: `Path`).
public struct Path: Equatable, Sendable {
    /// One drawing instruction.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The instructions, in order.
    @_spi(Runtime) public private(set) var elements: [Element] = []

    nonisolated public init() {}

    nonisolated public init(_ rect: CGRect) {
        addRect(rect)
    }

    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    nonisolated public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    nonisolated public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
    public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// An ellipse as four cubic Béziers (the standard 0.5523 control-point ratio).
    public mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.552_284_749_8
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rounded rectangle. Continuous corners are drawn as circular ones: the headless layer
    /// does not reproduce Apple's squircle curvature (docs/swiftui-subset.md).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = max(0, min(cornerSize.width, rect.width / 2)), ry = max(0, min(cornerSize.height, rect.height / 2))
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let k: CGFloat = 0.552_284_749_8
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                 control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                 control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// An arc of a circle, in cubic segments of at most 90°; angles run clockwise on screen from +x.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        var angle = startAngle.radians
        let start = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        for _ in 0..<segments {
            let next = angle + step, k = 4.0 / 3.0 * tan(step / 4)
            addCurve(to: CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next)),
                     control1: CGPoint(x: center.x + radius * (cos(angle) - k * sin(angle)), y: center.y + radius * (sin(angle) + k * cos(angle))),
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
    case circular, continuous
}

/// How a path is filled (Apple: `FillStyle`).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked (Apple: `StrokeStyle`).
public struct StrokeStyle: Equatable, Sendable {
    /// Line endings (Apple uses Core Graphics' `CGLineCap`).
    public enum LineCap: Sendable { case butt, round, square }
    /// Line joins (Apple uses Core Graphics' `CGLineJoin`).
    public enum LineJoin: Sendable { case miter, round, bevel }

    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    nonisolated public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                            miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
