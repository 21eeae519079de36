import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// 000 §8: screens enter with a fade and a 12 pt rise, and every push and dismiss moves the gradient.
@MainActor
struct PastelNavigationTests {
    @Test func screensFadeInRisingAndAdvanceTheGradient() throws {
        let manager = GradientManager(active: .peachRose, source: ScriptedGradientSource([.mintAqua, .lilacBlush]))
        let host = ViewHost(NavigationProbe(manager: manager))
        try host.tap("Open")
        #expect(manager.active == .mintAqua)
        func detail(at time: TimeInterval) -> DisplayItem? {
            host.displayList(on: .iPhone16, at: time).first {
                if case let .text(text) = $0.content { text.string == "Detail" } else { false }
            }
        }
        // easeInOut(0.6): at 0 the screen is clear and 12 pt low; at rest, in place.
        let start = try #require(detail(at: 0))
        #expect(start.opacity == 0 && start.offset.height == 12)
        #expect(try #require(detail(at: 1)).offset.height == 0)
        host.advance(to: 1)
        try host.tap("Close")
        #expect(manager.active == .lilacBlush)
    }
}

@MainActor
struct NavigationProbe: View {
    let manager: GradientManager
    @State private var open = false

    var body: some View {
        VStack {
            if open {
                Text("Detail").pastelScreen(manager)
                Button("Close") { withAnimation(.easeInOut(duration: 0.6)) { open = false } }
            }
            Button("Open") { withAnimation(.easeInOut(duration: 0.6)) { open = true } }
        }
    }
}
