/// The measurements of iOS 18's lists and forms, in points, in one place. Sources: Apple's
/// documentation (`defaultMinListRowHeight`: rows are at least this tall), the HIG (44 × 44 pt
/// controls), UIKit's system colors, and lists recorded on an iOS 18.2 simulator at 390 pt
/// (home-assistant/iOS's snapshot references, D277: the card's inset, the space around headers
/// and footers); docs/fidelity.md gives which are measured and by how much.
enum ListMetrics {
    /// A row's least height, padding included (`EnvironmentValues.defaultMinListRowHeight`).
    static let minimumRowHeight: CGFloat = 44
    /// A row's content inset from its card's leading and trailing edges.
    static let rowHorizontalInset: CGFloat = 20
    /// Space above and below a row's content.
    static let rowVerticalInset: CGFloat = 11
    /// An inset grouped card's inset from the screen's edges: 20 pt, measured on iOS 18.2 at 390 pt
    /// wide (wider than the bars' 16 pt layout margin there).
    static let cardInset: CGFloat = 20
    /// The corner radius of an inset grouped card (iOS 13–18).
    static let cardCornerRadius: CGFloat = 10
    /// The space above a section with no header, and between sections.
    static let sectionSpacing: CGFloat = 35
    /// The space above a grouped section header's text, 0.5 pt into the section spacing above it
    /// (measured at the Medium text size: a 12 pt header's baseline 46 pt under the card above and
    /// 9.33 pt over its own card).
    static let headerTopPadding: CGFloat = 34.5
    /// The space above the first section's header's text, at the list's top: less than the
    /// section spacing (measured: a 12 pt header's line 16.9 pt under a navigation bar, D279).
    static let firstHeaderTopPadding: CGFloat = 17
    /// The space between a grouped section header's text and its card (measured, as above).
    static let headerBottomPadding: CGFloat = 6.5
    /// The space between a header's text and its card in a plain list, and above a plain list's
    /// header.
    static let plainHeaderPadding: CGFloat = 7
    /// The space between a card and its footer's text (measured: a 12 pt footer's first baseline
    /// 17.33 pt under the card).
    static let footerTopPadding: CGFloat = 6
    /// The space under a footer's last line to the next section's card or header, in place of the
    /// section spacing (measured: the next card 32.67 pt under a 12 pt footer's last baseline).
    static let spacingAfterFooter: CGFloat = 29.75
    /// The disclosure chevron of a link in a list row: black at 25% in light, white at 25% in dark
    /// (measured on iOS 18.2 in plain lists: #BFBFBF on white and #404040 on black, neutral grays,
    /// where the tertiary label color would be #C4C4C7 and #464649, D287).
    static let disclosureIndicator = Color(
        uiColor: UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.25) : UIColor(white: 0, alpha: 0.25)
        })
    /// A disabled link's row draws its title and chevron at half opacity (measured on iOS 18.2, a
    /// link outside a navigation stack: its title #7F7F7F on white and #808080 on black, its chevron
    /// #DFDFDF and #202020, D287).
    static let disabledRowOpacity = 0.5
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
