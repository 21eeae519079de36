import SwiftUI
import WebKit

/// A video or help page embedded as apps embed web content: `WKWebView` in a
/// `UIViewRepresentable`, with a placeholder color until the page paints (D302).
public struct EmbeddedPage: UIViewRepresentable {
    /// The page.
    public let url: URL
    /// What shows before the page paints.
    public let placeholder: UIColor

    /// A page at `url` over `placeholder`.
    public init(url: URL, placeholder: UIColor = .gray) {
        self.url = url
        self.placeholder = placeholder
    }

    public func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.backgroundColor = placeholder
        webView.load(URLRequest(url: url))
        return webView
    }

    public func updateUIView(_ webView: WKWebView, context: Context) {
        if webView.url != url, !webView.isLoading {
            webView.loadHTMLString("<p>Loading…</p>", baseURL: url)
        }
    }
}

/// The page in a 16:9 frame, as a trailer sits under a film's overview.
public struct TrailerSection: View {
    /// The trailer's page.
    public let url: URL

    /// A section for the trailer at `url`.
    public init(url: URL) { self.url = url }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Trailer").font(.headline)
            EmbeddedPage(url: url, placeholder: .darkGray).aspectRatio(16.0 / 9.0, contentMode: .fit)
        }
    }
}
