/// The measurements of iOS 18's tab bar, in points: 49 pt above the home indicator (UIKit's
/// `UITabBar`), each item an icon over a 10 pt medium title, the selected one in the tint and
/// the others in UIKit's unselected item gray (#929292 in light and dark, D286); a badge is a red
/// capsule at least 18 pt wide with a 13 pt white count. Pages show their index as dots (UIKit's
/// `UIPageControl`: 7 pt dots 9 pt apart, white, the others at 30%). docs/fidelity.md gives what
/// is measured against references.
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let titleSize: CGFloat = 10
    static let iconSize: CGFloat = 22
    /// How far an item's icon line starts under the bar's top, and the space between the icon's
    /// line and the title's: measured on iOS 18 (393 pt wide, Large text), a `newspaper.fill` ink
    /// centred 18.17 pt under the bar's top, the title's baseline 45.33 pt under it (D280).
    static let itemTopPadding: CGFloat = 5
    static let iconTitleSpacing: CGFloat = 4
    /// The slot an item's icon is centred in: a line of SF Pro at the icon's 22 pt (ascender and
    /// descender, 26.25 pt; 26.33 on the 3x grid, where the title's baseline is measured), whatever
    /// the symbol's own frame (which hugs its ink, D293), as `UITabBar` places its items' images
    /// and titles at fixed heights.
    static let iconSlotHeight: CGFloat = 79.0 / 3
    /// The unselected items' color: #929292 in both appearances, measured on iOS 18 (the brightest
    /// pixel of an unselected title on black, the darkest on white; #999999 before, D286).
    static let unselected = Color(red: 146.0 / 255, green: 146.0 / 255, blue: 146.0 / 255)
    static let badgeMinimumWidth: CGFloat = 18
    static let dotSize: CGFloat = 7
    static let dotSpacing: CGFloat = 9
}

/// A tab view drawn from the layer's primitives: the selected tab above a tab bar, or pages.
@MainActor
struct TabViewBody: View {
    let tabs: [ViewNode]
    let selected: Int
    let isPaged: Bool?
    let choose: @MainActor (Int) -> Void

    var body: some View {
        if let showsIndex = isPaged {
            ZStack(alignment: .bottom) {
                page
                if showsIndex && tabs.count > 1 { dots }
            }
        } else {
            // The bar is transparent at its content's scroll edge (iOS 15 and later): the selected
            // tab's background (a list's grouped gray) shows behind it.
            let background = tabs.indices.contains(selected) ? [tabs[selected]].preference(ContainerBackgroundKey.self) : nil
            // `toolbar(.hidden, for: .tabBar)` inside the selected tab hides the bar.
            let barHidden = tabs.indices.contains(selected) && [tabs[selected]].preference(TabBarVisibilityKey.self) == .hidden
            VStack(spacing: 0) {
                page
                if !barHidden { bar }
            }
            .background {
                if let background { background.ignoresSafeArea() }
            }
        }
    }

    private var page: some View {
        ResolvedNodes(nodes: tabs.indices.contains(selected) ? [tabs[selected]] : [])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var bar: some View {
        HStack(spacing: 0) {
            ForEach(0..<tabs.count) { index in
                Button {
                    choose(index)
                } label: {
                    TabBarItem(item: tabs[index].trait(TabItemTrait.self), badge: tabs[index].trait(BadgeTrait.self) ?? nil)
                        .foregroundStyle(index == selected ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(TabBarMetrics.unselected))
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(index == selected ? .isSelected : [])
                .accessibilityValue((tabs[index].trait(BadgeTrait.self) ?? nil) ?? Text(verbatim: ""))
            }
        }
        .frame(height: TabBarMetrics.height)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
    }

    private var dots: some View {
        HStack(spacing: TabBarMetrics.dotSpacing) {
            ForEach(0..<tabs.count) { index in
                Circle()
                    .fill(Color.white.opacity(index == selected ? 1 : 0.3))
                    .frame(width: TabBarMetrics.dotSize, height: TabBarMetrics.dotSize)
            }
        }
        .padding(.bottom, 16)
        .accessibilityHidden(true)
    }
}

/// A tab's item: its label's icon over its title, stacked, with its badge.
@MainActor
struct TabBarItem: View {
    let item: AnyView?
    let badge: Text?

    var body: some View {
        VStack(spacing: 2) {
            if let item {
                item
                    .labelStyle(TabItemLabelStyle())
                    .font(.system(size: TabBarMetrics.titleSize, weight: .medium))
            }
        }
        .overlay(alignment: .topTrailing) {
            if let badge {
                // UIKit's badge is one line that takes its text's width, however narrow the item.
                badge.font(.system(size: 13)).foregroundStyle(Color.white)
                    .lineLimit(1).fixedSize()
                    .padding(.horizontal, 5)
                    .frame(minWidth: TabBarMetrics.badgeMinimumWidth, minHeight: TabBarMetrics.badgeMinimumWidth)
                    .background(Capsule().fill(Color.red))
                    .offset(x: 12, y: -2)
                    .accessibilityHidden(true)
            }
        }
        .padding(.top, TabBarMetrics.itemTopPadding)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// A label in a tab bar: the icon above the title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: TabBarMetrics.iconTitleSpacing) {
            configuration.icon.font(.system(size: TabBarMetrics.iconSize))
                .frame(height: TabBarMetrics.iconSlotHeight)
            configuration.title
        }
    }
}
