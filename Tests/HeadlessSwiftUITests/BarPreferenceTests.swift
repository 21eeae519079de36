import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// What a page says about its bars (Apple: `toolbar(_:for:)`, `ToolbarItemPlacement`): a bar hidden
/// by one view stays hidden when another view leaves it `.automatic`; `.automatic` names the
/// navigation bar on a pushed page as `.navigationBar` does, and `.tabBar` does not; a
/// `.confirmationAction` is set semibold, a plain trailing item regular.
@MainActor
struct BarPreferenceTests {
    func strings(_ view: some View) -> [String] { ViewHost(view).drawnTexts().map(\.string) }

    @Test func anAutomaticBarDoesNotUndoAHiddenOne() {
        let hidden = NavigationStack {
            VStack {
                Text("A").toolbar(.hidden, for: .navigationBar)
                Text("B").toolbar(.automatic, for: .navigationBar)
            }
            .navigationTitle("Plans")
        }
        #expect(!strings(hidden).contains("Plans"))
        let tabs = TabView {
            VStack {
                Text("A").toolbar(.hidden, for: .tabBar)
                Text("B").toolbar(.automatic, for: .tabBar)
            }
            .tabItem { Label("Home", systemImage: "house") }
        }
        #expect(!strings(tabs).contains("Home"))
    }

    @Test func theBarsAPlacementNames() {
        let automatic = NavigationStack { Text("A").navigationTitle("Plans").toolbar(.hidden, for: .automatic) }
        #expect(!strings(automatic).contains("Plans"))
        let tabBar = NavigationStack { Text("A").navigationTitle("Plans").toolbar(.hidden, for: .tabBar) }
        #expect(strings(tabBar).contains("Plans"))
    }

    @Test func aConfirmationActionIsSemibold() throws {
        let host = ViewHost(
            NavigationStack {
                Text("A").navigationTitle("Edit")
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                        ToolbarItem(placement: .topBarLeading) { Button("Share") {} }
                    }
            })
        let texts = host.drawnTexts()
        #expect(try #require(texts.first { $0.string == "Save" }).font.weight == 600)
        #expect(try #require(texts.first { $0.string == "Share" }).font.weight == 400)
    }
}
