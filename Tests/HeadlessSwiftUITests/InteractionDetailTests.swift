import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// What `ViewHost`'s interactions send, as iOS would: a drag's moves evenly along its way with no
/// velocity until the finger lifts (Apple, `DragGesture.Value`: `translation`, `velocity`), a sheet
/// kept when its drag's predicted end falls short of half the screen (D30), keyboard activation
/// and text field focus each reaching the one control named, and right-to-left alignment drawn on
/// the other side.
@MainActor
struct InteractionDetailTests {
    @MainActor
    final class DragLog {
        var changes: [CGSize] = []
        var ends: [(translation: CGSize, velocity: CGSize)] = []
    }

    struct Draggable: View {
        let log: DragLog
        var body: some View {
            Color(red: 1, green: 0, blue: 0).frame(width: 80, height: 80)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { log.changes.append($0.translation) }
                        .onEnded { log.ends.append(($0.translation, $0.velocity)) })
        }
    }

    /// A drag of (100, 40) in four moves: three changes a quarter of the way apart, then the end,
    /// which alone carries the finger's velocity.
    @Test func aDragMovesEvenlyAndLiftsWithItsVelocity() throws {
        let log = DragLog()
        let host = ViewHost(Draggable(log: log))
        try host.drag(by: CGSize(width: 100, height: 40), velocity: CGSize(width: 0, height: 500), steps: 4)
        #expect(log.changes == [CGSize(width: 25, height: 10), CGSize(width: 50, height: 20), CGSize(width: 75, height: 30)])
        try #require(log.ends.count == 1)
        #expect(log.ends[0].translation == CGSize(width: 100, height: 40))
        #expect(log.ends[0].velocity == CGSize(width: 0, height: 500))
        // One step: the finger lands where it lifts.
        let single = DragLog()
        try ViewHost(Draggable(log: single)).drag(by: CGSize(width: 30, height: 0), steps: 1)
        #expect(single.changes.isEmpty && single.ends.map(\.translation) == [CGSize(width: 30, height: 0)])
    }

    /// Dragged 100 pt and let go at 1,000 pt/s, the sheet's predicted end is 100 + 1000 / 4 = 350
    /// pt, short of half the 852 pt screen: it springs back and stays presented.
    @Test func aSheetFlickedShortOfHalfTheScreenStays() throws {
        let host = ViewHost(SheetProbe())
        try host.tap("Open")
        host.advance(to: 3)
        try host.dragSheet(by: 100, velocity: 1_000)
        #expect(host.accessibilityElements.map(\.label).contains("Sheet content"))
    }

    struct TwoButtons: View {
        @State private var added = 0
        @State private var reset = 0
        var body: some View {
            VStack {
                Button("Add") { added += 1 }
                Button("Reset") { reset += 1 }
                Text("Added \(added), reset \(reset)")
            }
        }
    }

    @Test func keyboardActivationRunsTheButtonNamed() throws {
        let host = ViewHost(TwoButtons())
        try host.activateWithKeyboard("Reset")
        #expect(host.accessibilityElements.map(\.label).contains("Added 0, reset 1"))
    }

    struct SignIn: View {
        @State private var email = ""
        @State private var password = ""
        @FocusState private var emailFocused: Bool
        @FocusState private var passwordFocused: Bool
        var body: some View {
            VStack {
                TextField("Email", text: $email).focused($emailFocused)
                TextField("Password", text: $password).focused($passwordFocused)
            }
        }
    }

    @Test func focusReachesTheFieldTitled() throws {
        let host = ViewHost(SignIn())
        try host.focus("Password")
        #expect(host.isFocused("Password"))
        #expect(!host.isFocused("Email"))
        #expect(!host.isFocused("No such field"))
    }

    /// Apple, `multilineTextAlignment(_:)`: leading and trailing follow the layout direction, so
    /// right to left a trailing text is drawn on the left; left to right it is drawn as written.
    @Test func aTrailingTextIsDrawnOnTheOtherSideRightToLeft() throws {
        func alignment(_ direction: LayoutDirection) throws -> TextAlignment {
            let text = Text("Three sets of five").multilineTextAlignment(.trailing).environment(\.layoutDirection, direction)
            return try #require(ViewHost(text).drawnTexts().first).alignment
        }
        #expect(try alignment(.leftToRight) == .trailing)
        #expect(try alignment(.rightToLeft) == .leading)
    }
}
