import HeadlessSwiftUI

/// A page load a web view started (Apple: `WKNavigation`): what `load(_:)` and
/// `loadHTMLString(_:baseURL:)` return. The headless web view starts none, and returns nil.
@MainActor @preconcurrency
open class WKNavigation {
    /// A navigation.
    public init() {}
}
