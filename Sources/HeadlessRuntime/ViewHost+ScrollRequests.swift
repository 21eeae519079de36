import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// `ScrollViewProxy.scrollTo`, performed: each request waiting when a layout is taken moves the
/// scroll views around the identified view, innermost first, as SwiftUI scrolls every enclosing
/// scroll view (Apple: `ScrollViewProxy.scrollTo(_:anchor:)`: "If anchor is nil, this method finds
/// the container of the identified view, and scrolls the minimum amount to make the identified view
/// wholly visible"; with an anchor, the view's anchor point is aligned with the scroll view's).
extension ViewHost {
    /// Performs the waiting `scrollTo` requests, in the order they were made, on `device`. A request
    /// for an identity no view has does nothing, as on iOS.
    func performScrollRequests(on device: Device, measurer: any TextMeasuring, scrollOffset: CGPoint) {
        let requests = graph.scrollRequests.take()
        for request in requests {
            guard let path = Self.path(to: request.id, in: graph.roots), let target = path.last else { continue }
            for scroll in path.dropLast().reversed() {
                guard case let .scroll(axes) = scroll.kind else { continue }
                // Frames as laid out left to right: the positions are offsets into the content.
                let layout = freshLayout(on: device, measurer: measurer, scrollOffset: scrollOffset, mirrored: false)
                guard let frame = layout.frames[target.identity], let viewport = layout.frames[scroll.identity],
                    let content = layout.contentSizes[scroll.identity]
                else { continue }
                let applied = layout.contentOffsets[scroll.identity] ?? .zero
                if axes == .horizontal {
                    let x = Self.offset(
                        showing: (frame.minX - viewport.minX + applied.x, frame.width), in: viewport.width, scrolled: applied.x,
                        overflow: max(content.width - viewport.width, 0), anchor: request.anchor?.x)
                    scrollPositions[scroll.identity] = CGPoint(x: x, y: 0)
                } else {
                    let y = Self.offset(
                        showing: (frame.minY - viewport.minY + applied.y, frame.height), in: viewport.height, scrolled: applied.y,
                        overflow: max(content.height - viewport.height, 0), anchor: request.anchor?.y)
                    // The layout adds the offset the picture is taken at (`scrollOffset`) to the position.
                    scrollPositions[scroll.identity] = CGPoint(x: 0, y: y - (scrollOffset.y.isNaN ? 0 : scrollOffset.y))
                }
            }
        }
    }

    /// The content offset, along one axis, that shows a view at `view.start` of length `view.length`
    /// in the content of a scroll view `length` long now scrolled by `scrolled`: with `anchor`, the
    /// view's anchor on the scroll view's; without, the least move that shows it whole (its start
    /// when it is longer than the scroll view). Clamped to `0...overflow`.
    static func offset(
        showing view: (start: CGFloat, length: CGFloat), in length: CGFloat, scrolled: CGFloat, overflow: CGFloat, anchor: CGFloat?
    ) -> CGFloat {
        let wanted: CGFloat
        if let anchor {
            wanted = view.start + anchor * (view.length - length)
        } else if view.start < scrolled {
            wanted = view.start
        } else if view.start + view.length > scrolled + length {
            wanted = min(view.start + view.length - length, view.start)
        } else {
            wanted = scrolled
        }
        return min(max(wanted, 0), overflow)
    }

    /// The nodes from a root down to the first view, in order, whose explicit identity is `id`.
    static func path(to id: AnyHashable, in roots: [ViewNode]) -> [ViewNode]? {
        for root in roots {
            if root.explicitID == id { return [root] }
            if let below = path(to: id, in: root.children) { return [root] + below }
        }
        return nil
    }
}
