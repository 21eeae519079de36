/// A table's row (Apple: `UITableViewCell`).
@MainActor
open class UITableViewCell: UIView {
    /// How a row shows it is selected.
    open var selectionStyle: SelectionStyle = .default

    /// A table's separator style (Apple: `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline.
        case singleLine
        /// An etched line.
        case singleLineEtched
    }

    /// How a selected row is shown (Apple: `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        /// Not shown.
        case none
        /// Blue.
        case blue
        /// Gray.
        case gray
        /// The system's.
        case `default`
    }
}
