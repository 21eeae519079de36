/// The measurements of iOS 18's navigation bar, in points: the bar is 44 pt under the status bar;
/// a large title adds a 52 pt band below it (96 pt in all), in `.largeTitle` bold at the layout
/// margin; an inline title is `.headline` (17 pt semibold) centred in the bar. Sources: UIKit's
/// `UINavigationBar` (44 pt since iOS 7; 96 pt with `prefersLargeTitles`, iOS 11), the HIG's
/// Typography table for the styles; docs/fidelity.md gives what is measured against references.
enum NavigationBarMetrics {
    static let barHeight: CGFloat = 44
    /// The largest text size the bar's row draws at: its title and items stop growing at Extra
    /// Extra Large (`.headline` 21 pt), measured on iOS 18 under AX5 (D280).
    static let largestTextSize = DynamicTypeSize.xxLarge
    /// The smallest: below Large the inline title stays `.headline` at 17 pt. Measured on
    /// fespinoza/sample-json-app's iOS 17 `MovieDetailsView` reference at the Medium text size: the
    /// inline title's cap height 12.0 pt (SF Pro's 0.705 em at 17 pt; 11.28 at Medium's 16 pt),
    /// while the body text under it is 16 pt and a large title is Medium's 33 pt (D308).
    static let smallestTextSize = DynamicTypeSize.large
    /// The text sizes the bar's row and the bottom toolbar draw at.
    static let textSizes = smallestTextSize...largestTextSize
    static let largeTitleBandHeight: CGFloat = 52
    /// The space under a large title's line box, down to the band's bottom.
    static let largeTitleBottomPadding: CGFloat = 8
    /// The space between toolbar items.
    static let itemSpacing: CGFloat = 16
    /// The bottom toolbar's height (UIKit's `UIToolbar`: 49 pt on iPhones with a home indicator).
    static let bottomBarHeight: CGFloat = 49
    /// How far the back button's chevron sits outside the layout margin (8 pt from the screen's
    /// edge on a 16 pt margin). Not measured against a reference: docs/fidelity.md.
    static let backButtonOutset: CGFloat = 8
    /// The space between the back chevron and the back title. Not measured.
    static let backButtonSpacing: CGFloat = 6

    /// How far a bar at the top of the screen reaches above the safe area: it hangs from the
    /// status bar, which on iPhones with the Dynamic Island ends 5 pt above the safe area (measured
    /// on iOS 18.2 on an iPhone 16: an inline bar's items centred at 76 pt, a list under it from
    /// 98 pt; a view under a bar on an iPhone 14 Pro Max reports a 97.67 pt safe area). Without a
    /// status bar (a window with no scene, as swift-snapshot-testing draws) the bar starts at the
    /// safe area: its items centred at 81 pt on an iPhone 16 configuration (iOS 18, D280).
    static func statusBarOverlap(safeAreaTop: CGFloat, statusBarHeight: CGFloat?) -> CGFloat {
        guard let statusBarHeight else { return 0 }
        return max(safeAreaTop - statusBarHeight, 0)
    }
}

/// The navigation bar of a stack's top view, drawn from primitives: toolbar items at the layout
/// margins, the inline title (or a principal item) centred in the bar, or the large title in a
/// band below it. Transparent, as iOS 15 and later draw a bar at its content's scroll edge, so
/// the content's background shows through.
@MainActor
struct NavigationBar: View {
    let title: Text?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let items: [ToolbarEntry]
    var search: SearchField? = nil
    /// The back button of a pushed page.
    var back: NavigationBack? = nil

    var body: some View {
        let leading = items.filter { $0.placement.position == .leading }
        let trailing = items.filter { $0.placement.position == .trailing }
        let principal = items.first { $0.placement.position == .principal }
        VStack(alignment: .leading, spacing: 0) {
            // The leading items, the title and the trailing items, in VoiceOver's order across the
            // bar; the title centred on the bar unless the items crowd it (`NavigationBarRowLayout`).
            NavigationBarRowLayout {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    if let back { NavigationBackButton(back: back).padding(.leading, -NavigationBarMetrics.backButtonOutset) }
                    ForEach(0..<leading.count) { index in ToolbarEntryView(entry: leading[index]) }
                }
                if let principal {
                    principal.content
                } else if displayMode == .inline, let title {
                    let attributes = TitleTextAttributes.navigationTitle(large: false)
                    title.font(attributes.font ?? .headline).lineLimit(1).accessibilityAddTraits(.isHeader)
                        .titleTextColor(attributes)
                }
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    ForEach(0..<trailing.count) { index in ToolbarEntryView(entry: trailing[index]) }
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: NavigationBarMetrics.barHeight)
            // The bar's row grows with the text size from Large up to Extra Extra Large and no
            // further (iOS 18 at AX5: an inline title 21 pt, a `plus` 21.67 pt of ink, D280; iOS 17
            // at Medium: the inline title 17 pt, D308).
            .dynamicTypeSize(NavigationBarMetrics.textSizes)
            if displayMode != .inline, let title {
                let attributes = TitleTextAttributes.navigationTitle(large: true)
                title.font(attributes.font ?? .largeTitle.bold()).lineLimit(1)
                    .titleTextColor(attributes)
                    .accessibilityAddTraits(.isHeader)
                    .padding(.bottom, NavigationBarMetrics.largeTitleBottomPadding)
                    .frame(maxWidth: .infinity, minHeight: NavigationBarMetrics.largeTitleBandHeight, alignment: .bottomLeading)
                    .modifier(LayoutMarginInset())
            }
            if let search { SearchBar(field: search) }
        }
    }
}

/// One toolbar item: a label shows its icon only, as iOS's toolbars show labels, and a
/// confirmation's title is semibold, as UIKit's done button.
@MainActor
struct ToolbarEntryView: View {
    let entry: ToolbarEntry

    var body: some View {
        // A bar's symbols are drawn at the large scale: a `plus` at `.body` is 17.67 pt of ink on iOS
        // 18, its trailing edge 18.67 pt from the screen's (medium would be 13 pt; D280).
        label.imageScale(.large).environment(\._isToolbarItem, true)
    }

    @ViewBuilder private var label: some View {
        if entry.placement.isConfirmation {
            entry.content.labelStyle(.iconOnly).fontWeight(.semibold)
        } else {
            entry.content.labelStyle(.iconOnly)
        }
    }
}

/// The bottom toolbar: its items spread across a 49 pt bar above the home indicator.
@MainActor
struct BottomToolbar: View {
    let items: [ToolbarEntry]

    var body: some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            ForEach(0..<items.count) { index in ToolbarEntryView(entry: items[index]) }
        }
        .frame(maxWidth: .infinity)
        .frame(height: NavigationBarMetrics.bottomBarHeight)
        .modifier(LayoutMarginInset())
        .dynamicTypeSize(NavigationBarMetrics.textSizes)
    }
}

/// A page of a navigation stack under its bar, over the background the page asks for (a list's
/// grouped gray reaches behind the bar, as on iOS).
@MainActor
struct NavigationChrome: View {
    let root: [ViewNode]
    /// How the title shows: the page's own mode, or the mode of the page under it when automatic.
    let displayMode: NavigationBarItem.TitleDisplayMode
    /// The way back from a pushed page; nil at the root.
    let back: NavigationBack?
    @Environment(\._screenSafeArea) private var screenSafeArea
    @Environment(\._statusBarHeight) private var statusBarHeight
    @Environment(\._isElevated) private var isElevated

    var body: some View {
        let background = root.preference(ContainerBackgroundKey.self)
        let items = root.preference(ToolbarKey.self)
        let bottom = items.filter { $0.placement.position == .bottom }
        let appearance = root.preference(NavigationBarAppearanceKey.self)
        let title = root.preference(NavigationTitleKey.self)
        let search = root.preference(SearchFieldKey.self)
        // A bar with nothing to show takes no room (measured on iOS 18.2: a list in a
        // `NavigationView` with no title and no items starts 35 pt under the safe area, D279); an
        // empty title shows nothing (iOS 18: a scroll view under `navigationTitle("")` with no items
        // starts at the safe area, D283).
        let showsTitle = title.map { !$0.content.isEmpty } ?? false
        let isEmpty = !showsTitle && search == nil && back == nil && !items.contains { $0.placement.position != .bottom }
        let shows =
            appearance.visibility == .visible || appearance.backgroundVisibility == .visible
            || (appearance.visibility != .hidden && !isEmpty)
        VStack(spacing: 0) {
            // The bar keeps its height; the root takes the rest of the screen.
            if shows {
                NavigationBar(title: title, displayMode: displayMode, items: items, search: search, back: back)
                    .modifier(NavigationBarBackground(appearance: appearance))
                    .fixedSize(horizontal: false, vertical: true)
                    // Under the status bar, not in a sheet.
                    .padding(
                        .top,
                        isElevated
                            ? 0 : -NavigationBarMetrics.statusBarOverlap(safeAreaTop: screenSafeArea.top, statusBarHeight: statusBarHeight))
            }
            // The root is centred in the space under the bar, as any root view is.
            ResolvedNodes(nodes: root).frame(maxWidth: .infinity, maxHeight: .infinity)
            if !bottom.isEmpty { BottomToolbar(items: bottom).fixedSize(horizontal: false, vertical: true) }
        }
        .background {
            if let background { background.ignoresSafeArea() }
        }
    }
}

/// The color a container fills its whole area with, for an enclosing navigation bar to show.
struct ContainerBackgroundKey: PreferenceKey {
    static let defaultValue: Color? = nil

    static func reduce(value: inout Color?, nextValue: () -> Color?) {
        value = value ?? nextValue()
    }
}

/// The bar's background and its items' color scheme, as `toolbarBackground` and
/// `toolbarColorScheme` ask: the background reaches up behind the status bar.
@MainActor
struct NavigationBarBackground: ViewModifier {
    let appearance: NavigationBarAppearance

    func body(content: Content) -> some View {
        if appearance.backgroundVisibility == .visible {
            schemed(content).background {
                Rectangle().fill(appearance.background ?? AnyShapeStyle(Color(uiColor: .systemBackground))).ignoresSafeArea(edges: .top)
            }
        } else {
            schemed(content)
        }
    }

    @ViewBuilder private func schemed(_ content: Content) -> some View {
        if let scheme = appearance.colorScheme {
            content.environment(\.colorScheme, scheme)
        } else {
            content
        }
    }
}
