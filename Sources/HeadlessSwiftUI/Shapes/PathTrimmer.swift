import Foundation

/// Cuts a path to the part between two fractions of its length, measured on a flattened copy
/// (`PathFlattening`): enough for rings and progress strokes.
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

    /// The path as one line through every subpath's points, each subpath after the first joined
    /// to the one before it (a trim measures the whole length); only the first subpath's start
    /// point, if a `move` gave it, is a point of its own.
    private static func polyline(_ path: Path) -> [CGPoint] {
        PathFlattening.subpaths(of: path).enumerated().flatMap { index, subpath in
            index == 0 && subpath.startsWithMove ? subpath.points[...] : subpath.points.dropFirst()
        }
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
