import Foundation

/// The base of UIKit's views (Apple: `UIView`), as SwiftUI apps reach it: through the appearance
/// proxy of a UIKit class, set once at launch (D270).
///
/// ```swift
/// init() {
///     UITableView.appearance().backgroundColor = .clear
///     UINavigationBar.appearance().tintColor = .systemOrange
/// }
/// ```
@MainActor
open class UIView: UIAppearanceContainer {
    /// A view.
    public required init() {}

    /// The view's background color.
    open var backgroundColor: UIColor?
    /// The tint its controls and symbols take.
    open var tintColor: UIColor!
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, 0 to 1.
    open var alpha: CGFloat = 1

    /// The proxy through which every instance of this class is styled.
    public class func appearance() -> Self {
        AppearanceProxies.proxy(of: self) { self.init() }
    }

    /// The proxy for instances of this class inside instances of `containerTypes` (held with the
    /// class's own proxy).
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance()
    }
}
