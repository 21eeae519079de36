import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing
import WebKit

/// A wrapped `WKWebView` on Linux (D302): it compiles with Apple's names, keeps what it is asked to
/// load, and draws as a `UIView` does, its background color over the space it is offered.
@MainActor
struct WebViewTests {
    struct Trailer: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            configuration.allowsInlineMediaPlayback = true
            let webView = WKWebView(frame: .zero, configuration: configuration)
            webView.load(URLRequest(url: url))
            webView.backgroundColor = .gray
            return webView
        }
        func updateUIView(_ webView: WKWebView, context: Context) {}
    }

    /// UIKit's `gray` is grayscale 0.5 (Apple's `UIColor.gray`); the view fills its 16:9 frame.
    @Test func aWebViewDrawsItsBackgroundOverItsFrame() throws {
        let view = Trailer(url: URL(string: "https://example.com/embed")!).aspectRatio(16.0 / 9.0, contentMode: .fit)
            .frame(width: 320)
        let items = ViewHost(view).displayList(on: .iPhone16)
        let gray = DisplayContent.fill(.color(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
        let fill = try #require(items.first { $0.content == gray })
        #expect(fill.frame.size == CGSize(width: 320, height: 180))
    }

    @Test func aWebViewKeepsWhatItIsAskedToLoad() {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        #expect(webView.load(URLRequest(url: URL(string: "https://example.com/a")!)) == nil)
        #expect(webView.url == URL(string: "https://example.com/a"))
        webView.loadHTMLString("<p>Hi</p>", baseURL: URL(string: "https://example.com/b"))
        #expect(webView.url == URL(string: "https://example.com/b"))
        #expect(webView.htmlString == "<p>Hi</p>")
        #expect(!webView.isLoading && webView.title == nil)
    }

    /// UIKit's fixed colors carry the components Apple's documentation gives them.
    @Test func uiKitsFixedColorsHaveTheirDocumentedComponents() throws {
        func components(_ color: UIColor) -> [CGFloat] {
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
        }
        #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(components(.orange) == [1, 0.5, 0, 1])
        #expect(components(.purple) == [0.5, 0, 0.5, 1])
        #expect(components(.darkGray) == [0.333, 0.333, 0.333, 1])
        #expect(components(.lightGray) == [0.667, 0.667, 0.667, 1])
        #expect(components(.magenta) == [1, 0, 1, 1])
    }
}

/// UIKit's objects compare as `NSObject`s do on iOS (D305): colors by their values, views and
/// controllers by identity.
@MainActor
struct UIKitEqualityTests {
    @Test func colorsAreEqualWhenTheirValuesAre() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor(white: 0, alpha: 0) == .clear)
        #expect(UIColor.systemBackground != .white)
        #expect(UIColor.systemBackground == UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white }))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
        // The same in both appearances, but darker under Increase Contrast: not the same color.
        #expect(UIColor { $0.accessibilityContrast == .high ? .black : .gray } != .gray)
    }

    @Test func viewsAndControllersAreEqualOnlyToThemselves() {
        let (first, second) = (UIView(), UIView())
        first.backgroundColor = .red
        second.backgroundColor = .red
        #expect(first != second && first == first)
        let parent = UIViewController()
        let (one, two) = (UIViewController(), UIViewController())
        parent.addChild(one)
        parent.addChild(two)
        #expect(parent.children.firstIndex(of: two) == 1)
        #expect(Set([first, second, first]).count == 2)
    }
}
