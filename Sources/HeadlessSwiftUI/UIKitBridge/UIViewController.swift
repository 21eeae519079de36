import Foundation

/// UIKit's view controller (Apple: `UIViewController`), as much of it as a
/// `UIViewControllerRepresentable` reaches: its view, made on first use by `loadView()` and then
/// `viewDidLoad()`, its title, how it is presented, and the controllers it presents and holds.
///
/// Headless there is no UIKit to present or draw it: a wrapped controller is drawn as its view is
/// (its background color over the space it takes, D301), and `present(_:animated:completion:)`
/// keeps the controller and runs the completion at once (D303).
///
/// ```swift
/// final class BadgeController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.backgroundColor = .systemTeal
///     }
/// }
/// ```
@MainActor @preconcurrency
open class UIViewController {
    private var loadedView: UIView?

    /// The controller's view, made by `loadView()` the first time it is asked for, after which
    /// `viewDidLoad()` runs.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The title a navigation bar or tab shows for the controller.
    open var title: String?
    /// How the controller shows when presented (a sheet by default since iOS 13).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The size the controller's content prefers, zero when it does not say.
    open var preferredContentSize: CGSize = .zero
    /// Whether a presented controller refuses an interactive dismissal (a swipe down).
    open var isModalInPresentation = false
    /// The controller this one presents, if any.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one, if any.
    open private(set) weak var presentingViewController: UIViewController?
    /// The controllers this one contains.
    open private(set) var children: [UIViewController] = []
    /// The controller that contains this one, if any.
    open private(set) weak var parent: UIViewController?

    /// A controller with no nib (none is read on Linux).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller decoded from an archive; nothing is decoded on Linux.
    public required init?(coder: NSCoder) {}

    /// A controller with no nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Makes the view; by default a plain `UIView`. Override to make your own and assign `view`.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once the view is made.
    open func viewDidLoad() {}

    /// Presents `controller` over this one: kept as `presentedViewController`, and `completion`
    /// runs at once, since nothing animates.
    open func present(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        controller.presentingViewController = self
        completion?()
    }

    /// Dismisses the controller this one presents, or this one when it presents none.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// Adds `child` to the controllers this one contains.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
}

/// How a presented controller shows (Apple: `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet on iPhone since iOS 13.
    case automatic = -2
    /// No presentation style.
    case none = -1
    /// Over the whole screen, hiding the presenter.
    case fullScreen = 0
    /// A sheet over part of the screen.
    case pageSheet = 1
    /// A form-sized sheet.
    case formSheet = 2
    /// In the presenter's context.
    case currentContext = 3
    /// Laid out by the controller's transitioning delegate.
    case custom = 4
    /// Over the whole screen, the presenter showing through.
    case overFullScreen = 5
    /// Over the presenter's context, which shows through.
    case overCurrentContext = 6
    /// A popover, a sheet on iPhone.
    case popover = 7
}
