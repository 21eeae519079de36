import HeadlessSwiftUI

/// What a web view is made with (Apple: `WKWebViewConfiguration`): kept, not applied, since the
/// headless web view loads nothing (D302).
///
/// ```swift
/// let configuration = WKWebViewConfiguration()
/// configuration.allowsInlineMediaPlayback = true
/// let webView = WKWebView(frame: .zero, configuration: configuration)
/// ```
@MainActor @preconcurrency
open class WKWebViewConfiguration {
    /// Whether a video plays in the page instead of full screen (false by default on iPhone).
    open var allowsInlineMediaPlayback = false
    /// Whether a page may open windows from script without a tap.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether a video's picture-in-picture control shows.
    open var allowsPictureInPictureMediaPlayback = true

    /// A configuration with WebKit's defaults.
    public init() {}
}
