import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// The navigation stack's chrome around a page (Apple's `NavigationStack`, `toolbar` and
/// `navigationBarBackButtonHidden(_:)` documentation): any view of a pushed page can hide its
/// back button (`hidesBackButton` defaults to `true`); a `.bottomBar` item sits in UIKit's 49 pt
/// toolbar above the home indicator, other placements in the navigation bar; a sheet's content
/// closes it with `@Environment(\.dismiss)`.
@MainActor
struct NavigationChromeTests {
    func labels(_ host: ViewHost) -> [String] { host.accessibilityElements.map(\.label) }

    @Test func anyViewOfAPageCanHideItsBackButton() {
        let host = ViewHost(
            NavigationStack(path: .constant([1])) {
                Text("Root").navigationTitle("Plans")
                    .navigationDestination(for: Int.self) { _ in
                        VStack {
                            Text("First")
                            Text("Second").navigationBarBackButtonHidden()
                        }
                    }
            })
        #expect(!labels(host).contains("Plans"))
        #expect(labels(host).contains("First"))
    }

    @Test func aBottomBarItemSitsAboveTheHomeIndicator() throws {
        let host = ViewHost(
            NavigationStack {
                Text("Root")
                    .navigationTitle("Plans")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Add") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    }
            })
        let add = try host.frame(ofText: "Add")
        let edit = try host.frame(ofText: "Edit")
        // iPhone 16: 852 pt tall, 34 pt of home indicator; the toolbar's 49 pt above it.
        #expect(abs(add.midY - (852 - 34 - 49.0 / 2)) < 1)
        #expect(edit.maxY < 200)
    }

    struct Presenter: View {
        @State private var isPresented = true
        var body: some View {
            Text("Under").sheet(isPresented: $isPresented) { Closer() }
        }
    }

    struct Closer: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    @Test func dismissClosesTheSheet() throws {
        let host = ViewHost(Presenter())
        #expect(labels(host).contains("Close"))
        try host.tap("Close")
        host.advance(to: 5)
        #expect(!labels(host).contains("Close"))
    }

    /// A path deeper than the layer's limit (64 pages, decision: a deeper stack is taken for
    /// destinations presenting each other in a loop) shows its 64th page on top.
    @Test func aPathStopsAtSixtyFourPages() {
        let host = ViewHost(
            NavigationStack(path: .constant(Array(1...70))) {
                Text("Root").navigationDestination(for: Int.self) { Text("Page \($0)") }
            })
        #expect(labels(host).contains("Page 64"))
        #expect(!labels(host).contains("Page 65"))
    }

    struct Pusher: View {
        let depth: Int
        var body: some View {
            NavigationLink("Deeper from \(depth)") { Pusher(depth: depth + 1).navigationTitle("Level \(depth + 1)") }
        }
    }

    /// Going back from the second of two views pushed by links pops it alone.
    @Test func backFromAPushedViewPopsOnlyIt() throws {
        let host = ViewHost(NavigationStack { Pusher(depth: 0).navigationTitle("Level 0") })
        try host.tap("Deeper from 0")
        try host.tap("Deeper from 1")
        #expect(labels(host).contains("Deeper from 2"))
        try host.tap("Level 1")
        host.advance(to: 5)
        #expect(labels(host).contains("Deeper from 1"))
        #expect(!labels(host).contains("Deeper from 2"))
    }

    /// On an iPhone a split view collapses to one stack showing its preferred compact column
    /// (Apple: `preferredCompactColumn`); a two-column split view asked for `.content`, which it
    /// does not have, shows its sidebar.
    @Test func aCollapsedSplitViewShowsItsPreferredColumn() {
        func shown(_ column: NavigationSplitViewColumn) -> [String] {
            labels(
                ViewHost(
                    NavigationSplitView(preferredCompactColumn: .constant(column)) {
                        Text("Side")
                    } detail: {
                        Text("Detail")
                    }))
        }
        #expect(shown(.detail).contains("Detail") && !shown(.detail).contains("Side"))
        #expect(shown(.content).contains("Side") && !shown(.content).contains("Detail"))
        let three = ViewHost(
            NavigationSplitView(preferredCompactColumn: .constant(.content)) {
                Text("Side")
            } content: {
                Text("Middle")
            } detail: {
                Text("Detail")
            })
        #expect(labels(three).contains("Middle"))
    }
}
