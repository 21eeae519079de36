/// A UIKit class's appearance proxy, set once at launch (D270).
///
/// ```swift
/// init() {
///     UITableView.appearance().backgroundColor = .clear
///     UINavigationBar.appearance().tintColor = .systemOrange
/// }
/// ```
extension UIView {
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
