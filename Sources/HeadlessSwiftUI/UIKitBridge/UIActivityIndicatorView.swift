import Foundation

/// UIKit's spinner (Apple: `UIActivityIndicatorView`), which apps written for iOS 13, before
/// `ProgressView`, wrap in a `UIViewRepresentable`. The layer draws it as SwiftUI's circular
/// `ProgressView`, which is this view on iOS: in its `color` when one is set, large for the
/// large styles, and nothing (keeping its place) when stopped and `hidesWhenStopped` (D301).
///
/// ```swift
/// struct ActivityIndicator: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
///     func updateUIView(_ view: UIActivityIndicatorView, context: Context) { view.startAnimating() }
/// }
/// ```
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and, for the older styles, its color (Apple:
    /// `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// The 37 pt white spinner of iOS 12 and before.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleLarge")
        case whiteLarge = 0
        /// The 20 pt white spinner of iOS 12 and before.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium")
        case white = 1
        /// The 20 pt gray spinner of iOS 12 and before.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium")
        case gray = 2
        /// The standard spinner.
        case medium = 100
        /// The large spinner.
        case large = 101
    }

    /// The spinner's style.
    open var style: Style
    /// The spinner's color; by default the secondary gray of the medium and large styles.
    open var color: UIColor!
    /// Whether the spinner hides while it is stopped (true by default, as in UIKit).
    open var hidesWhenStopped = true
    /// Whether the spinner is spinning.
    open private(set) var isAnimating = false

    /// A spinner of `style`, stopped.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }

    /// A medium spinner in `frame`, stopped.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    /// A medium spinner, stopped.
    public required init() {
        style = .medium
        super.init()
        frame.size = intrinsicContentSize
    }

    /// Starts the spinner.
    open func startAnimating() { isAnimating = true }

    /// Stops the spinner.
    open func stopAnimating() { isAnimating = false }

    /// Whether the style is one of the large ones.
    var isLarge: Bool { style == .large || style.rawValue == 0 }

    /// 20 pt square, 37 pt for the large styles (UIKit's sizes).
    open override var intrinsicContentSize: CGSize {
        isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}
