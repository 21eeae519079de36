import FoundationNetworking
import HeadlessSwiftUI

/// A view of web content (Apple: `WKWebView`), as a `UIViewRepresentable` wraps it. Headless there
/// is no web engine: the view keeps the request or HTML it is given, loads nothing, and draws as
/// a `UIView` does, its `backgroundColor` over the space it is offered (D302).
///
/// ```swift
/// struct WebPage: UIViewRepresentable {
///     let url: URL
///     func makeUIView(context: Context) -> WKWebView {
///         let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
///         webView.load(URLRequest(url: url))
///         return webView
///     }
///     func updateUIView(_ webView: WKWebView, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
open class WKWebView: UIView {
    /// What the view was made with.
    public let configuration: WKWebViewConfiguration
    /// The page's URL: the last request's, or the HTML's base URL.
    open private(set) var url: URL?
    /// The page's title; nil, since no page loads.
    open private(set) var title: String?
    /// Whether a page is loading; never, here.
    open private(set) var isLoading = false
    /// Whether there is a page to go back to.
    open private(set) var canGoBack = false
    /// Whether there is a page to go forward to.
    open private(set) var canGoForward = false
    /// The HTML the view was last given, kept for a test to read.
    package private(set) var htmlString: String?

    /// A web view of `frame` made with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view with WebKit's default configuration.
    public required init() {
        configuration = WKWebViewConfiguration()
        super.init(frame: .zero)
    }

    /// Asks for `request`'s page: the view keeps its URL and loads nothing.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        htmlString = nil
        return nil
    }

    /// Asks for a page of `string`'s HTML: the view keeps it and `baseURL`, and renders nothing.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        htmlString = string
        return nil
    }

    /// Loads the page again; nothing, here.
    @discardableResult
    open func reload() -> WKNavigation? { nil }

    /// Goes back a page; there is none, here.
    @discardableResult
    open func goBack() -> WKNavigation? { nil }

    /// Goes forward a page; there is none, here.
    @discardableResult
    open func goForward() -> WKNavigation? { nil }

    /// Stops loading; nothing loads, here.
    open func stopLoading() {}
}
