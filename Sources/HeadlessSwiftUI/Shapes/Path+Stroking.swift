import Foundation

extension Path {
    /// The outline of this path stroked with `style`: a path whose non-zero fill covers exactly what
    /// the stroke paints (Apple: `Path.strokedPath(_:)`). Curves are followed by their chords
    /// (`PathFlattening`), and the outline is a union of pieces (one per segment, join and cap)
    /// wound the same way, so it is meant to be filled, not stroked again.
    ///
    /// ```swift
    /// let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    ///     .strokedPath(StrokeStyle(lineWidth: 4))
    /// ring.contains(CGPoint(x: 20, y: 1))  // true: on the stroke
    /// ring.contains(CGPoint(x: 20, y: 20))  // false: the hole
    /// ```
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var outline = PathStroker(style: style)
        for subpath in PathFlattening.subpaths(of: self) {
            for piece in PathStroker.dashed(subpath, style: style) { outline.stroke(piece) }
        }
        return outline.path
    }
}

/// Builds a stroke's outline from straight-line subpaths the way Core Graphics strokes: segments
/// `lineWidth` wide centred on the line, joins at interior corners (and at the start of a closed
/// subpath), caps at the ends of an open one, and a mitre beveled when its length over the line
/// width passes `miterLimit`.
struct PathStroker {
    let style: StrokeStyle
    private(set) var path = Path()
    private var halfWidth: CGFloat { style.lineWidth / 2 }
    /// How many straight pieces approximate a round join or cap's full circle.
    private static let circleChords = 32

    init(style: StrokeStyle) { self.style = style }

    /// Cuts a subpath into the pieces a dash pattern draws, each open; the whole subpath when the
    /// pattern is empty or draws nothing measurable.
    static func dashed(_ subpath: PathFlattening.Subpath, style: StrokeStyle) -> [PathFlattening.Subpath] {
        let pattern = style.dash.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, subpath.points.count > 1 else { return [subpath] }
        // Where in the pattern the subpath starts: the phase, wrapped into one period.
        var index = 0
        var remaining = pattern[0]
        var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        while phase > 0 {
            let step = min(phase, remaining)
            phase -= step
            remaining -= step
            if remaining <= 0 {
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
        }
        var pieces: [PathFlattening.Subpath] = []
        var current: [CGPoint] = index % 2 == 0 ? [subpath.points[0]] : []
        for (from, to) in zip(subpath.points, subpath.points.dropFirst()) {
            let length = hypot(to.x - from.x, to.y - from.y)
            var travelled: CGFloat = 0
            while length - travelled > remaining {
                travelled += remaining
                let t = travelled / length
                let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                if index % 2 == 0 {
                    current.append(point)
                    pieces.append(PathFlattening.Subpath(points: current, isClosed: false, startsWithMove: true))
                    current = []
                } else {
                    current = [point]
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - travelled
            if index % 2 == 0 { current.append(to) }
        }
        if index % 2 == 0, current.count > 1 {
            pieces.append(PathFlattening.Subpath(points: current, isClosed: false, startsWithMove: true))
        }
        return pieces
    }

    /// Adds the outline of one subpath.
    mutating func stroke(_ subpath: PathFlattening.Subpath) {
        var points: [CGPoint] = []
        for point in subpath.points where points.last != point { points.append(point) }
        if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard halfWidth > 0, let first = points.first else { return }
        if points.count == 1 {
            // A zero-length subpath draws only its caps: a dot for round, a square for square.
            addCap(at: first, direction: CGPoint(x: 1, y: 0))
            addCap(at: first, direction: CGPoint(x: -1, y: 0))
            return
        }
        let closed = subpath.isClosed && points.count > 2
        let segments = zip(points, points.dropFirst() + (closed ? [first] : [])).map { ($0, $1) }
        for (from, to) in segments { addSegment(from, to) }
        for index in segments.indices.dropFirst() { addJoin(incoming: segments[index - 1], outgoing: segments[index]) }
        if closed, let last = segments.last {
            addJoin(incoming: last, outgoing: segments[0])
        } else if subpath.isClosed {
            // A closed subpath of two points runs there and back: a join turning fully at each end.
            addJoin(incoming: segments[0], outgoing: (segments[0].1, segments[0].0))
            addJoin(incoming: (segments[0].1, segments[0].0), outgoing: segments[0])
        } else {
            addCap(at: first, direction: unit(from: points[1], to: first))
            addCap(at: points[points.count - 1], direction: unit(from: points[points.count - 2], to: points[points.count - 1]))
        }
    }

    private func unit(from: CGPoint, to: CGPoint) -> CGPoint {
        let length = hypot(to.x - from.x, to.y - from.y)
        return CGPoint(x: (to.x - from.x) / length, y: (to.y - from.y) / length)
    }

    /// The left normal of a direction, half the line width long.
    private func normal(_ direction: CGPoint) -> CGPoint { CGPoint(x: -direction.y * halfWidth, y: direction.x * halfWidth) }

    private mutating func addSegment(_ from: CGPoint, _ to: CGPoint) {
        let n = normal(unit(from: from, to: to))
        addPolygon([from + n, to + n, to - n, from - n])
    }

    private mutating func addJoin(incoming: (CGPoint, CGPoint), outgoing: (CGPoint, CGPoint)) {
        let vertex = incoming.1
        let d1 = unit(from: incoming.0, to: incoming.1)
        let d2 = unit(from: outgoing.0, to: outgoing.1)
        let cross = d1.x * d2.y - d1.y * d2.x
        let cosine = d1.x * d2.x + d1.y * d2.y
        guard abs(cross) > 1e-9 || cosine < 0 else { return }  // straight on: nothing to join
        // The outer side of the turn is opposite the side it turns towards.
        let side: CGFloat = cross > 0 ? -1 : 1
        let a = vertex + normal(d1) * side
        let b = vertex + normal(d2) * side
        switch style.lineJoin {
        case .round:
            addCircle(at: vertex)
        case .bevel:
            addPolygon([vertex, a, b])
        case .miter:
            // The mitre's length over the line width is 1 / sin(θ / 2) = √(2 / (1 + cos φ)),
            // φ the turn; Core Graphics bevels the corner when that passes the limit.
            let ratio = (2 / max(1 + cosine, 1e-12)).squareRoot()
            if ratio > style.miterLimit || 1 + cosine < 1e-9 {
                addPolygon([vertex, a, b])
            } else {
                let tip = vertex + (normal(d1) + normal(d2)) * (side / (1 + cosine))
                addPolygon([vertex, a, tip, b])
            }
        }
    }

    /// A cap at an end point, `direction` pointing out of the line.
    private mutating func addCap(at point: CGPoint, direction: CGPoint) {
        switch style.lineCap {
        case .butt:
            return
        case .round:
            addCircle(at: point)
        case .square:
            let n = normal(direction)
            let out = direction * halfWidth
            addPolygon([point + n, point + n + out, point - n + out, point - n])
        }
    }

    private mutating func addCircle(at center: CGPoint) {
        addPolygon(
            (0..<Self.circleChords).map { step in
                let angle = CGFloat(step) / CGFloat(Self.circleChords) * 2 * .pi
                return CGPoint(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle))
            })
    }

    /// Adds a closed polygon wound clockwise on screen (positive area with y down), so that every
    /// piece adds to the non-zero winding and the pieces' union is filled.
    private mutating func addPolygon(_ points: [CGPoint]) {
        let area = zip(points, points.dropFirst() + [points[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        guard abs(area) > 1e-12 else { return }
        let wound = area > 0 ? points : points.reversed()
        path.move(to: wound[0])
        for point in wound.dropFirst() { path.addLine(to: point) }
        path.closeSubpath()
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
