import Foundation

extension Path {
    /// Appends `path`, transformed by `transform` (Apple: `addPath(_:transform:)`).
    ///
    /// ```swift
    /// var badge = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// badge.addPath(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), transform: CGAffineTransform(translationX: 12, y: 0))
    /// ```
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        path.applying(transform).forEach { element in
            switch element {
            case let .move(to: p): move(to: p)
            case let .line(to: p): addLine(to: p)
            case let .quadCurve(to: p, control: c): addQuadCurve(to: p, control: c)
            case let .curve(to: p, control1: c1, control2: c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// Moves to the first point and draws straight lines through the others (Apple: `addLines(_:)`).
    ///
    /// ```swift
    /// var chart = Path()
    /// chart.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 20, y: 10), CGPoint(x: 40, y: 25)])
    /// ```
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds each rectangle as a closed subpath (Apple: `addRects(_:transform:)`).
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An arc of `delta` from `startAngle` (Apple: `addRelativeArc(center:radius:startAngle:delta:transform:)`):
    /// a positive delta turns clockwise on screen, a negative one back.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: .radians(startAngle.radians + delta.radians),
            clockwise: delta.radians < 0, transform: transform)
    }

    /// The arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`, joined to the current point by a straight line (Apple:
    /// `addArc(tangent1End:tangent2End:radius:transform:)`, Core Graphics' `addArc(tangent1End:…)`).
    /// With no current point it moves to `tangent1End`; when the lines are one, it draws the line
    /// to `tangent1End`.
    ///
    /// ```swift
    /// var corner = Path()
    /// corner.move(to: CGPoint(x: 0, y: 0))
    /// corner.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: 40), radius: 10)
    /// ```
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        guard let current = currentPoint.map({ $0.applying(inverse) }) else {
            return move(to: tangent1End.applying(transform))
        }
        let (corner, next) = (tangent1End, tangent2End)
        let back = CGPoint(x: current.x - corner.x, y: current.y - corner.y)
        let ahead = CGPoint(x: next.x - corner.x, y: next.y - corner.y)
        let (backLength, aheadLength) = (hypot(back.x, back.y), hypot(ahead.x, ahead.y))
        let cross = back.x * ahead.y - back.y * ahead.x
        guard backLength > 0, aheadLength > 0, radius > 0, abs(cross) > 1e-12 * backLength * aheadLength else {
            return addLine(to: corner.applying(transform))
        }
        let u = CGPoint(x: back.x / backLength, y: back.y / backLength)
        let v = CGPoint(x: ahead.x / aheadLength, y: ahead.y / aheadLength)
        // The angle at the corner between the two lines; the circle touches each at `reach` from it.
        let angle = acos(max(-1, min(1, u.x * v.x + u.y * v.y)))
        let reach = radius / tan(angle / 2)
        let start = CGPoint(x: corner.x + u.x * reach, y: corner.y + u.y * reach)
        let end = CGPoint(x: corner.x + v.x * reach, y: corner.y + v.y * reach)
        let bisector = CGPoint(x: u.x + v.x, y: u.y + v.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let distance = radius / sin(angle / 2)
        let center = CGPoint(x: corner.x + bisector.x / bisectorLength * distance, y: corner.y + bisector.y / bisectorLength * distance)
        let from = atan2(start.y - center.y, start.x - center.x)
        let to = atan2(end.y - center.y, end.x - center.x)
        // The shorter way round: a turn to the right (cross < 0 on screen) sweeps with increasing angles.
        addLine(to: start.applying(transform))
        addArc(
            center: center, radius: radius, startAngle: .radians(from), endAngle: .radians(to), clockwise: cross > 0, transform: transform)
    }

    /// A rounded rectangle with its own radius at each corner (Apple:
    /// `addRoundedRect(in:cornerRadii:style:transform:)`).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addPath(UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect), transform: transform)
    }
}
