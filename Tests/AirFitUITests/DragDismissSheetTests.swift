import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// DragDismissSheet: follows the finger, springs back from a short drag, dismisses on a long drag or a flick.
@MainActor
struct DragDismissSheetTests {
    func presented() throws -> ViewHost {
        let host = ViewHost(SheetHostProbe())
        try host.tap("Show")
        #expect(host.accessibilityElements.map(\.label).contains("Details"))
        return host
    }

    @Test func aShortSlowDragSpringsBack() throws {
        let host = try presented()
        // Once the sheet has risen, a 60 pt drag let go without speed.
        host.advance(to: 3)
        try host.drag(by: CGSize(width: 0, height: 60), velocity: .zero)
        #expect(host.accessibilityElements.map(\.label).contains("Details"))
        func drop(at time: TimeInterval) -> CGFloat? {
            host.displayList(on: .iPhone16, at: time).first {
                if case let .text(text) = $0.content { text.string == "Details" } else { false }
            }?.offset.height
        }
        // Springing back to rest from 60 pt, without overshooting above it.
        let during = try #require(drop(at: 3.05))
        #expect(during > 0 && during < 60)
        #expect(abs(drop(at: 5) ?? 1) < 1e-3)
        #expect(stride(from: 3.0, through: 4.0, by: 0.02).compactMap(drop).allSatisfy { $0 >= -1e-9 })
    }

    @Test func aFlickDismisses() throws {
        let host = try presented()
        // 60 pt at 800 pt/s: predicted end 60 + 200 = 260 pt, past 160.
        try host.drag(by: CGSize(width: 0, height: 60), velocity: CGSize(width: 0, height: 800))
        #expect(!host.accessibilityElements.map(\.label).contains("Details"))
    }

    /// VoiceOver cannot flick: its escape gesture (two-finger scrub) from anything on the sheet
    /// dismisses it, as it does a system sheet.
    @Test func voiceOversEscapeDismisses() throws {
        let host = try presented()
        try host.performAccessibilityAction(.escape, from: "Details")
        #expect(!host.accessibilityElements.map(\.label).contains("Details"))
        #expect(host.accessibilityElements.map(\.label) == ["Show"])
    }

    @Test func aLongDragDismisses() throws {
        let host = try presented()
        try host.drag(by: CGSize(width: 0, height: 200), velocity: .zero)
        #expect(!host.accessibilityElements.map(\.label).contains("Details"))
    }

    /// A short, slow drag (its predicted end short of 160 pt) springs the sheet back.
    @Test func aShortDragKeepsTheSheet() throws {
        let host = try presented()
        try host.drag(by: CGSize(width: 0, height: 100), velocity: CGSize(width: 0, height: 200))
        #expect(host.accessibilityElements.map(\.label).contains("Details"))
    }
}

@MainActor
struct SheetHostProbe: View {
    @State private var shown = false

    var body: some View {
        Button("Show") { shown = true }
            .sheet(isPresented: $shown) {
                DragDismissSheet { Text("Details") }
            }
    }
}
