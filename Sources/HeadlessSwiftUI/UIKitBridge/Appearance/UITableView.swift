/// A table (Apple: `UITableView`): `List` drew through one before iOS 16.
@MainActor
open class UITableView: UIScrollView {
    /// The separators' style.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' color.
    open var separatorColor: UIColor?
    /// The view below the last row.
    open var tableFooterView: UIView?
    /// The view above the first row.
    open var tableHeaderView: UIView?
}
