import Foundation
import HeadlessSwiftUI

/// Safari in an app (Apple: `SFSafariViewController`). Headless no page loads: the controller keeps
/// its URL, configuration and tint, and is drawn as its view is (D304).
///
/// ```swift
/// struct SafariView: UIViewControllerRepresentable {
///     let url: URL
///     func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
///     func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// How the bar's dismiss button is titled (Apple: `SFSafariViewController.DismissButtonStyle`).
    public enum DismissButtonStyle: Int, Sendable {
        /// "Done".
        case done
        /// "Close".
        case close
        /// "Cancel".
        case cancel
    }

    /// What the controller was made with (Apple: `SFSafariViewController.Configuration`).
    open class Configuration {
        /// Whether the page opens in Reader when it can.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true

        /// The default configuration.
        public init() {}
    }

    /// The page the controller shows.
    package let url: URL
    /// What the controller was made with.
    public let configuration: Configuration
    /// The color of the bars' controls.
    open var preferredControlTintColor: UIColor?
    /// How the dismiss button is titled.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// Safari showing `URL`, made with `configuration`.
    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Safari showing `URL` with the default configuration.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A controller decoded from an archive: a blank page.
    public required init?(coder: NSCoder) {
        url = URL(string: "about:blank")!
        configuration = Configuration()
        super.init(nibName: nil, bundle: nil)
    }
}
