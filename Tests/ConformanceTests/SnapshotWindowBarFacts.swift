import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Facts about iOS 18's bars as swift-snapshot-testing records them outside the key window,
/// measured on martinomamic/RSSReader's public `TabBarView` references (iOS 18, an iPhone 16
/// configuration of 393 × 852 pt with a 59 pt and a 34 pt safe area, 3x, the Large text size; its
/// `XXXL` variant sets `accessibilityExtraExtraExtraLarge` on the content): a `TabView` of four
/// tabs, each a `NavigationStack` with an inline title and a `plus` toolbar button (D280).
@MainActor
struct SnapshotWindowBarFacts {
    enum Tab: Hashable, CaseIterable { case feeds, favorites, explore, debug }

    func screen() -> some View {
        TabView(selection: .constant(Tab.feeds)) {
            ForEach(Tab.allCases, id: \.self) { tab in
                NavigationStack {
                    VStack { ProgressView() }
                        .navigationTitle("feed_list_rss_feeds")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button {
                                } label: {
                                    Label("Add", systemImage: "plus")
                                }
                            }
                        }
                }
                .tabItem { Label("tab_\(tab)", systemImage: "newspaper") }
                .tag(tab)
            }
        }
    }

    /// The frame of the first display item whose frame matches `predicate`.
    func item(_ view: some View, on device: Device, where predicate: (CGRect) -> Bool) throws -> CGRect {
        let (host, _) = try ConformanceHost.layout(view, on: device)
        let found = host.displayList(on: device, measurer: host.measurer).map(\.frame).first(where: predicate)
        return try #require(found)
    }

    /// A window with no scene shows no status bar: the bar starts at the safe area, its inline title
    /// centred 81 pt from the top (ink 74–90 pt), where the key window's bar centres it at 76.
    @Test func withoutAStatusBarTheBarStartsAtTheSafeArea() throws {
        let device = Device.iPhone16.withoutStatusBar
        let (host, result) = try ConformanceHost.layout(screen(), on: device)
        let title = try #require(host.frames(ofText: "feed_list_rss_feeds", in: result).first)
        #expect(abs(title.midY - 81) < 0.5, "\(title)")
        let (keyHost, keyResult) = try ConformanceHost.layout(screen(), on: .iPhone16)
        #expect(abs(try #require(keyHost.frames(ofText: "feed_list_rss_feeds", in: keyResult).first).midY - 76) < 0.5)
    }

    /// A bar's symbols are drawn at the large scale: the `plus` is 17.67 pt of ink, its trailing edge
    /// 18.67 pt from the screen's. Laid out with SF Symbols' metrics its advance at `.body` is
    /// 22.1 pt at the large scale (17 pt at medium), ending at the 16 pt layout margin.
    @Test func aToolbarSymbolIsDrawnAtTheLargeScale() throws {
        let plus = try item(screen(), on: Device.iPhone16.withoutStatusBar) { $0.maxX == 393 - 16 && $0.minY > 59 && $0.maxY < 103 }
        #expect(abs(plus.width - 22.1) < 0.34, "\(plus)")
    }

    /// Under AX5 the bar's row stops growing at Extra Extra Large: the inline title is `.headline` at
    /// 21 pt (its ink 19.33 pt tall where 16 at Large), the `plus` 21.67 pt of ink (17.67 at Large);
    /// the tab bar's titles stay 10 pt.
    @Test func theBarsRowStopsGrowingAtExtraExtraLarge() throws {
        let big = screen().environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
        let device = Device.iPhone16.withoutStatusBar
        let (host, result) = try ConformanceHost.layout(big, on: device)
        let title = try #require(host.frames(ofText: "feed_list_rss_feeds", in: result).first)
        // One line of `.headline` at 21 pt: 21 × 1.1934 on the 3x grid.
        #expect(abs(title.height - 25.33) < 0.01, "\(title)")
        let tab = try #require(host.frames(ofText: "tab_feeds", in: result).first)
        #expect(abs(tab.height - 12) < 0.01, "\(tab)")
    }

    /// A tab item's icon is centred 18.17 pt under the tab bar's top (a `newspaper.fill` ink from
    /// 775.33 to 799 pt under a bar from 769 pt) and its 10 pt title's baseline is 45.33 pt under it
    /// (814.33 pt); the four items share the screen's width.
    @Test func aTabItemsTitleBaselineIs45PointsUnderTheBarsTop() throws {
        let device = Device.iPhone16.withoutStatusBar
        let (host, result) = try ConformanceHost.layout(screen(), on: device)
        let barTop: CGFloat = 852 - 34 - 49
        let title = try #require(host.frames(ofText: "tab_feeds", in: result).first)
        let baseline = title.minY + 10 * SystemFontMetrics.ascenderRatio
        #expect(abs(baseline - (barTop + 45.33)) < 0.5, "\(title)")
        let explore = try #require(host.frames(ofText: "tab_explore", in: result).first)
        #expect(abs(title.midX - 393.0 / 8) < 0.5 && abs(explore.midX - 393.0 * 5 / 8) < 0.5, "\(title) \(explore)")
        let icon = try item(screen(), on: device) { $0.minY > barTop && $0.maxY < barTop + 35 && $0.maxX < 98 }
        #expect(abs(icon.midY - (barTop + 18.17)) < 0.34, "\(icon)")
    }
}
