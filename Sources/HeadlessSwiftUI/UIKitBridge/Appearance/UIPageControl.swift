import Foundation

/// A page indicator (Apple: `UIPageControl`): the dots of a paged `TabView`.
@MainActor
open class UIPageControl: UIControl {
    /// The current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The other pages' dots.
    open var pageIndicatorTintColor: UIColor?
}
