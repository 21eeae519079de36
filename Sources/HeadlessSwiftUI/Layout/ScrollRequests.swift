/// The `scrollTo` calls of a graph's `ScrollViewProxy`s waiting for the next layout, which the
/// runtime performs (a proxy is not isolated, as Apple's is not, so neither is this list).
package final class ScrollRequests {
    /// One `scrollTo(_:anchor:)`.
    package struct Request {
        /// The identity asked for.
        package let id: AnyHashable
        /// Where the view should sit in the scroll view; nil for the least scroll that shows it.
        package let anchor: UnitPoint?
    }

    /// The requests in the order they were made.
    package var pending: [Request] = []

    package init() {}

    /// The waiting requests, removed.
    package func take() -> [Request] {
        defer { pending = [] }
        return pending
    }
}
