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
    enum Tab: String, CaseIterable { case feeds, favorites, explore, debug }

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
                .tabItem { Label("tab_\(tab.rawValue)", systemImage: "newspaper") }
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

    /// An add-feed page as the project's `AddFeedView` writes it: a cancellation item, an inline
    /// title and a disabled confirmation item.
    func addFeed() -> some View {
        NavigationStack {
            Color.white
                .navigationTitle("add_feed_title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("general_cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("general_add") {}.disabled(true) }
                }
        }
    }

    /// Where the bar's centre would leave the title 7.8 pt from the leading item, the title is
    /// centred between the items instead (its ink at 203.83 pt, 15.67 and 16.67 pt from them);
    /// with no item near it, it stays on the bar's centre (the tab screen's title at 196.67 pt).
    @Test func aCrowdedTitleIsCentredBetweenTheItems() throws {
        let device = Device.iPhone16.withoutStatusBar
        let (host, result) = try ConformanceHost.layout(addFeed(), on: device)
        let cancel = try #require(host.frames(ofText: "general_cancel", in: result).first)
        let title = try #require(host.frames(ofText: "add_feed_title", in: result).first)
        let add = try #require(host.frames(ofText: "general_add", in: result).first)
        #expect(abs(title.midX - (cancel.maxX + add.minX) / 2) < 0.5, "\(cancel) \(title) \(add)")
        #expect(abs(title.midX - 203.83) < 2, "\(title)")
        let (tabHost, tabResult) = try ConformanceHost.layout(screen(), on: device)
        #expect(abs(try #require(tabHost.frames(ofText: "feed_list_rss_feeds", in: tabResult).first).midX - 393.0 / 2) < 0.01)
    }

    /// A disabled bar button's title is in the tertiary label color (#3C3C43 at 30%: #C4C4C6 on
    /// white), not the tint.
    @Test func aDisabledBarButtonIsInTheTertiaryLabelColor() throws {
        let device = Device.iPhone16.withoutStatusBar
        let (host, _) = try ConformanceHost.layout(addFeed(), on: device)
        let add = try #require(
            host.displayList(on: device, measurer: host.measurer).compactMap { item -> DisplayText? in
                if case let .text(text) = item.content, text.string == "general_add" { text } else { nil }
            }.first)
        guard case let .color(red, green, blue, opacity) = add.paint else {
            Issue.record("the title is not a color: \(add.paint)")
            return
        }
        #expect(abs(red - 60.0 / 255) < 0.01 && abs(green - 60.0 / 255) < 0.01, "\(red) \(green)")
        #expect(abs(blue - 67.0 / 255) < 0.01 && abs(opacity - 0.3) < 0.01, "\(blue) \(opacity)")
    }

    /// An empty title is no title: the project's `NotificationDebugView`, a scroll view embedded as
    /// `NavigationStack { view.navigationTitle("") }` with no items, starts at the safe area (its
    /// bold `.largeTitle` ink from 82 pt: 59 + 16 of padding + the line's 7 pt above the capitals).
    @Test func anEmptyTitleTakesNoRoom() throws {
        let page = NavigationStack {
            ScrollView { Text("Notification Debug").font(.largeTitle).fontWeight(.bold).padding() }.navigationTitle("")
        }
        let (host, result) = try ConformanceHost.layout(page, on: Device.iPhone16.withoutStatusBar)
        let heading = try #require(host.frames(ofText: "Notification Debug", in: result).first)
        #expect(abs(heading.minY - (59 + 16)) < 0.01, "\(heading)")
    }
}
