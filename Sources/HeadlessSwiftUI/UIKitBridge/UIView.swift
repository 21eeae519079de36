import Foundation

/// UIKit's view (Apple: `UIView`), as much of it as SwiftUI apps reach: its frame, colors,
/// visibility and subviews, and the size it wants, as a `UIViewRepresentable`'s `makeUIView` and
/// `updateUIView` set them, and the appearance proxy of a UIKit class set once at launch
/// (`appearance()`, D270).
///
/// Headless there is no UIKit to draw it: the layer draws a represented view as the space it takes
/// (its `intrinsicContentSize`, or what it is offered when it has none, as UIKit's Auto Layout gives
/// a view without one) filled with its `backgroundColor`, and a `UIActivityIndicatorView` as
/// SwiftUI's spinner (D301).
///
/// ```swift
/// struct Swatch: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIView { UIView() }
///     func updateUIView(_ view: UIView, context: Context) { view.backgroundColor = .systemTeal }
/// }
/// ```
@MainActor @preconcurrency
open class UIView: UIAppearanceContainer {
    /// The value of `intrinsicContentSize` on an axis along which the view has no size of its own.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's frame in its superview.
    open var frame: CGRect
    /// The view's bounds: its frame's size from the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The color behind the view's content; nil is clear.
    open var backgroundColor: UIColor?
    /// The tint its controls and symbols take; nil inherits.
    open var tintColor: UIColor!
    /// Whether the view is hidden (it keeps its place).
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether the view's content is clipped to its bounds.
    open var clipsToBounds = false
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// An integer that identifies the view.
    open var tag = 0
    /// Whether the view's frame becomes Auto Layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The view's direct subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with an empty frame.
    public required init() {
        frame = .zero
    }

    /// The size the view wants from its content, `noIntrinsicMetric` on an axis it leaves to its
    /// layout (a plain view has none).
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// The size that best fits `size`: a plain view keeps its own.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to the size that fits its current bounds.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Adds `view` at the front of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Asks for a layout pass (headless: layout is SwiftUI's).
    open func setNeedsLayout() {}

    /// Lays out now if a pass is pending (headless: nothing pending).
    open func layoutIfNeeded() {}

    /// Asks for a redraw (headless: every picture is drawn afresh).
    open func setNeedsDisplay() {}
}
