import Foundation

/// A path as straight-line subpaths: each curve replaced by 32 chords, which is what trimming,
/// stroking into an outline and hit testing measure.
enum PathFlattening {
    /// One subpath's points, from its start, and whether it was closed (its start then repeated
    /// as its last point).
    struct Subpath: Equatable {
        var points: [CGPoint]
        var isClosed: Bool
        /// False for a subpath a drawing element began without a `move` (it starts at the
        /// current point: the origin, or the start of the subpath closed before it).
        var startsWithMove: Bool
    }

    /// The chords of a curve: how many straight pieces replace one Bézier segment.
    static let chordsPerCurve = 32

    /// The path's subpaths in order.
    static func subpaths(of path: Path) -> [Subpath] {
        var subpaths: [Subpath] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        func append(_ point: CGPoint) {
            if subpaths.isEmpty || subpaths[subpaths.count - 1].isClosed {
                subpaths.append(Subpath(points: [current], isClosed: false, startsWithMove: false))
            }
            subpaths[subpaths.count - 1].points.append(point)
        }
        path.forEach { element in
            switch element {
            case let .move(to):
                subpaths.append(Subpath(points: [to], isClosed: false, startsWithMove: true))
                current = to
                subpathStart = to
            case let .line(to):
                append(to)
                current = to
            case let .quadCurve(to, control):
                for step in 1...chordsPerCurve {
                    let t = CGFloat(step) / CGFloat(chordsPerCurve)
                    let u = 1 - t
                    append(
                        CGPoint(
                            x: u * u * current.x + 2 * u * t * control.x + t * t * to.x,
                            y: u * u * current.y + 2 * u * t * control.y + t * t * to.y))
                }
                current = to
            case let .curve(to, c1, c2):
                for step in 1...chordsPerCurve {
                    let t = CGFloat(step) / CGFloat(chordsPerCurve)
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    append(
                        CGPoint(
                            x: a * current.x + b * c1.x + c * c2.x + d * to.x,
                            y: a * current.y + b * c1.y + c * c2.y + d * to.y))
                }
                current = to
            case .closeSubpath:
                append(subpathStart)
                subpaths[subpaths.count - 1].isClosed = true
                current = subpathStart
            }
        }
        return subpaths
    }
}
