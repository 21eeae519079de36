import Foundation

/// A one-line text field (Apple: `UITextField`): a `TextField` on iOS.
@MainActor
open class UITextField: UIControl {
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never

    /// When a field's overlay view shows (Apple: `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While editing.
        case whileEditing
        /// While not editing.
        case unlessEditing
        /// Always.
        case always
    }
}
