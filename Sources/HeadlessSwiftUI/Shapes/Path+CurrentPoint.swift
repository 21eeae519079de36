extension Path {
    /// The point the next element starts from: the last element's end, or the start of the
    /// subpath a close returned to; nil for an empty path (Apple: `Path.currentPoint`).
    ///
    /// ```swift
    /// var path = Path()
    /// path.move(to: .zero)
    /// path.addLine(to: CGPoint(x: 10, y: 0))
    /// path.currentPoint  // (10, 0)
    /// ```
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case let .move(to: point):
                current = point
                subpathStart = point
            case let .line(to: point), let .quadCurve(to: point, _), let .curve(to: point, _, _):
                current = point
            case .closeSubpath:
                current = subpathStart
            }
        }
        return current
    }
}
