import Foundation

/// Cuts a path to the part between two fractions of its length, measured on a flattened copy
/// (32 segments per curve): enough for rings and progress strokes.
enum PathTrimmer {
    static func trim(_ path: Path, from start: CGFloat, to end: CGFloat) -> Path {
        let start = start.isNaN ? 0 : min(max(start, 0), 1)
        let end = end.isNaN ? 0 : min(max(end, 0), 1)
        // The whole length is the path itself, closed where it was: no seam where it starts.
        if start == 0 && end == 1 { return path }
        let points = polyline(path)
        guard end > start, points.count > 1 else { return Path() }
        var lengths = [CGFloat](repeating: 0, count: points.count)
        for index in 1..<points.count { lengths[index] = lengths[index - 1] + distance(points[index - 1], points[index]) }
        let total = lengths.last!
        guard total > 0 else { return Path() }
        let (from, to) = (start * total, end * total)
        var result = Path()
        result.move(to: point(at: from, points, lengths))
        for index in points.indices where lengths[index] > from && lengths[index] < to { result.addLine(to: points[index]) }
        result.addLine(to: point(at: to, points, lengths))
        return result
    }

    private static func polyline(_ path: Path) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        path.forEach { element in
            switch element {
            case let .move(to):
                current = to
                subpathStart = to
                if points.isEmpty { points.append(to) }
            case let .line(to):
                points.append(to)
                current = to
            case let .quadCurve(to, control):
                for step in 1...32 {
                    let t = CGFloat(step) / 32
                    let u = 1 - t
                    points.append(
                        CGPoint(
                            x: u * u * current.x + 2 * u * t * control.x + t * t * to.x,
                            y: u * u * current.y + 2 * u * t * control.y + t * t * to.y))
                }
                current = to
            case let .curve(to, c1, c2):
                for step in 1...32 {
                    let t = CGFloat(step) / 32
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    points.append(
                        CGPoint(
                            x: a * current.x + b * c1.x + c * c2.x + d * to.x,
                            y: a * current.y + b * c1.y + c * c2.y + d * to.y))
                }
                current = to
            case .closeSubpath:
                points.append(subpathStart)
                current = subpathStart
            }
        }
        return points
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    private static func point(at length: CGFloat, _ points: [CGPoint], _ lengths: [CGFloat]) -> CGPoint {
        guard let index = lengths.firstIndex(where: { $0 >= length }), index > 0 else { return points[0] }
        let span = lengths[index] - lengths[index - 1]
        let t = span > 0 ? (length - lengths[index - 1]) / span : 0
        return CGPoint(
            x: points[index - 1].x + (points[index].x - points[index - 1].x) * t,
            y: points[index - 1].y + (points[index].y - points[index - 1].y) * t)
    }
}

extension Path {
    /// The part of the path between two fractions of its length, from 0 to 1 (Apple:
    /// `Path.trimmedPath(from:to:)`).
    ///
    /// ```swift
    /// let firstHalf = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).trimmedPath(from: 0, to: 0.5)
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        PathTrimmer.trim(self, from: from, to: to)
    }
}
