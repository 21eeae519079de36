/// The measurements of iOS 18's lists and forms, in points, in one place. Sources: Apple's
/// documentation (`defaultMinListRowHeight`: rows are at least this tall), the HIG (44 × 44 pt
/// controls; 16 pt layout margins on iPhones narrower than 414 pt and 20 pt on wider ones, as
/// UIKit's `systemMinimumLayoutMargins`), UIKit's system colors, and UIKit's grouped table
/// metrics; docs/fidelity.md gives which are measured against iOS references and by how much.
enum ListMetrics {
    /// A row's least height, padding included (`EnvironmentValues.defaultMinListRowHeight`).
    static let minimumRowHeight: CGFloat = 44
    /// A row's content inset from its card's leading and trailing edges.
    static let rowHorizontalInset: CGFloat = 20
    /// Space above and below a row's content.
    static let rowVerticalInset: CGFloat = 11
    /// The card's inset from the screen's edges: the layout margin, 16 pt on iPhones narrower
    /// than 414 pt, 20 pt on wider ones.
    static func cardInset(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// The corner radius of an inset grouped card (iOS 13–18).
    static let cardCornerRadius: CGFloat = 10
    /// The space above a section with no header, and between sections.
    static let sectionSpacing: CGFloat = 35
    /// The space above a section header's text.
    static let headerTopPadding: CGFloat = 17
    /// The space between a header's text and its card, and between a card and its footer's text.
    static let headerBottomPadding: CGFloat = 7
    /// The row insets that mean "the list's own" when a row sets nil.
    static let unsetInsets = EdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1)

    /// The default insets of a row's content.
    static var rowInsets: EdgeInsets {
        EdgeInsets(top: rowVerticalInset, leading: rowHorizontalInset, bottom: rowVerticalInset, trailing: rowHorizontalInset)
    }
}

extension EnvironmentValues {
    /// The least height of a list row, padding included: 44 pt on iOS (Apple:
    /// `defaultMinListRowHeight`).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue = ListMetrics.minimumRowHeight
}
