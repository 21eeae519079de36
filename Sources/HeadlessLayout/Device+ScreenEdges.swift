import Foundation
import HeadlessSwiftUI

extension Device {
    /// `rect` reaching the screen's edge on each of `edges` where it meets or passes the safe area:
    /// the region a view that ignores the safe area takes, and the one a scroll view shows its
    /// content in (SwiftUI's scroll views extend under the safe area and inset their content).
    ///
    /// ```swift
    /// Device.iPhone16.reachingScreenEdges(of: Device.iPhone16.safeArea, .bottom)  // (0, 59, 393, 793)
    /// ```
    public func reachingScreenEdges(of rect: CGRect, _ edges: Edge.Set = .all) -> CGRect {
        let safe = safeArea
        var expanded = rect
        if edges.contains(.top), rect.minY <= safe.minY + 1e-9 {
            expanded.origin.y = 0
            expanded.size.height += rect.minY
        }
        if edges.contains(.bottom), rect.maxY >= safe.maxY - 1e-9 {
            expanded.size.height = size.height - expanded.minY
        }
        if edges.contains(.leading), rect.minX <= safe.minX + 1e-9 {
            expanded.size.width += expanded.minX
            expanded.origin.x = 0
        }
        if edges.contains(.trailing), rect.maxX >= safe.maxX - 1e-9 {
            expanded.size.width = size.width - expanded.minX
        }
        return expanded
    }
}
