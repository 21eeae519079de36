import Foundation
import HeadlessSwiftUI

extension ViewHost {
    /// The axes each scroll view of the graph scrolls along, by its identity (the identity of the
    /// clip group it puts around its content in the display list).
    public var scrollAxes: [String: Axis.Set] {
        var axes: [String: Axis.Set] = [:]
        for node in graph.nodes {
            if case let .scroll(scrollAxes) = node.kind { axes[node.identity] = scrollAxes }
        }
        return axes
    }
}
