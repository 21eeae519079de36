import Foundation

extension Path {
    /// Whether `p` is inside the area the path fills: its winding number is not zero, or, with
    /// `eoFill`, odd (Apple: `Path.contains(_:eoFill:)`). Every subpath counts as closed, as a fill
    /// closes it; curves are followed by their chords (`PathFlattening`).
    ///
    /// ```swift
    /// let badge = Path(ellipseIn: CGRect(x: 0, y: 0, width: 44, height: 44))
    /// badge.contains(CGPoint(x: 22, y: 22))  // true
    /// badge.contains(CGPoint(x: 2, y: 2))  // false: outside the circle, inside its bounds
    /// ```
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in PathFlattening.subpaths(of: self) where subpath.points.count > 2 {
            let points = subpath.points
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) {
                // Crossings of the horizontal ray to the right of `p`, upward +1, downward −1.
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
                if a.y > p.y, b.y <= p.y, side < 0 { winding -= 1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}
