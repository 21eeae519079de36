import Foundation

/// How a bar button looks (Apple: `UIBarButtonItemAppearance`).
@MainActor
open class UIBarButtonItemAppearance {
    /// At rest.
    open var normal = UIBarButtonItemStateAppearance()
    /// Touched.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// Disabled.
    open var disabled = UIBarButtonItemStateAppearance()
    /// Focused.
    open var focused = UIBarButtonItemStateAppearance()

    /// The plain style's appearance.
    public init() {}
}

/// How a bar button looks in one state (Apple: `UIBarButtonItemStateAppearance`).
@MainActor
open class UIBarButtonItemStateAppearance {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    init() {}
}

/// A button of a bar (Apple: `UIBarButtonItem`), styled through its appearance proxy.
@MainActor
open class UIBarButtonItem {
    /// The button's tint.
    open var tintColor: UIColor?
    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// A bar button.
    public required init() {}

    /// The proxy through which every bar button is styled.
    public class func appearance() -> Self {
        AppearanceProxies.proxy(of: self) { self.init() }
    }

    /// Sets the title's attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
    }

    /// The title's attributes for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }
}
