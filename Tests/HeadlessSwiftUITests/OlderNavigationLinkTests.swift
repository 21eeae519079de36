import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// `NavigationLink`'s spellings from before `NavigationStack` (D296), as apps written against iOS
/// 13 to 15 still use them: a link bound to a Boolean, or to a tag of an optional selection, shows
/// its destination while the binding says so; a tap sets it, and going back clears it.
@MainActor
struct OlderNavigationLinkTests {
    /// A list of two older links in a stack, the screen owning their bindings and showing them.
    @MainActor
    struct Screen: View {
        @State var showsDetail = false
        @State var route: String?
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(destination: Text("Detail page"), isActive: $showsDetail) { Text("Detail") }
                    NavigationLink("Units", destination: Text("Units page"), tag: "units", selection: $route)
                    Text(verbatim: "detail \(showsDetail), route \(route ?? "none")")
                }
                .navigationTitle("Settings")
            }
        }
    }

    private func labels(_ host: ViewHost) -> [String] { host.accessibilityElements.map(\.label) }

    @Test func aTapSetsTheBindingAndBackClearsIt() throws {
        let host = ViewHost(Screen())
        #expect(labels(host) == ["Settings", "Detail", "Units", "detail false, route none"])
        try host.tap("Detail")
        #expect(labels(host) == ["Settings", "Detail page"])
        try host.tap("Settings")
        #expect(labels(host) == ["Settings", "Detail", "Units", "detail false, route none"])
        try host.tap("Units")
        #expect(labels(host) == ["Settings", "Units page"])
        try host.tap("Settings")
        #expect(labels(host) == ["Settings", "Detail", "Units", "detail false, route none"])
    }

    @Test func theAppsBindingShowsTheDestination() throws {
        let host = ViewHost(Screen(route: "units"))
        #expect(labels(host) == ["Settings", "Units page"])
        try host.tap("Settings")
        #expect(labels(host).last == "detail false, route none")
    }

    /// In a list row an older link draws as any link: its title and the disclosure chevron.
    @Test func anOlderLinkInARowHasTheChevron() {
        let items = ViewHost(Screen()).displayList(on: .iPhone16)
        let chevrons = items.filter { if case let .symbol(name, _, _, _, _) = $0.content { name == "chevron.forward" } else { false } }
        #expect(chevrons.count == 2)
    }
}
