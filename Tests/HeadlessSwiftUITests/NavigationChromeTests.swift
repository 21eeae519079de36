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
}
