/// A scrolling view (Apple: `UIScrollView`) and the views built on one, as their appearance
/// proxies are set: on iOS 16 and later SwiftUI's lists and text editors no longer draw through
/// them, so what is set there changes nothing a SwiftUI view draws (D270).
@MainActor
open class UIScrollView: UIView {
    /// Whether scrolling bounces past the content's edges.
    open var bounces = true
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true

    /// How dragging dismisses the keyboard (Apple: `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none
        /// When a drag begins.
        case onDrag
        /// As the drag moves down over the keyboard.
        case interactive
    }
}
