import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// iOS 16–18 details a ninth probe found (D276): a timer text (Apple:
/// `Text(timerInterval:pauseTime:countsDown:showsHours:)`, shown as at its pause time or its
/// range's start), a search field with tokens (drawn as the field alone), and iOS 18's symbol
/// effects (recorded, the symbol drawn at rest).
@MainActor
struct TimerTextAndTokensTests {
    let start = Date(timeIntervalSinceReferenceDate: 1_000)

    func string(_ text: Text) -> [String] { ViewHost(text).drawnTexts().map(\.string) }

    /// What is drawn, where: frames and contents, without the items' identities.
    func drawing(_ view: some View) -> [String] {
        ViewHost(view).displayList(on: .iPhone16).map { "\($0.frame) \($0.content) \($0.transform)" }
    }

    @Test func aTimerShowsTheTimeLeftOrPassed() {
        #expect(string(Text(timerInterval: start...start.addingTimeInterval(90))) == ["1:30"])
        #expect(string(Text(timerInterval: start...start.addingTimeInterval(90), countsDown: false)) == ["0:00"])
        #expect(string(Text(timerInterval: start...start.addingTimeInterval(3_723))) == ["1:02:03"])
        #expect(string(Text(timerInterval: start...start.addingTimeInterval(3_723), showsHours: false)) == ["62:03"])
        #expect(string(Text(timerInterval: start...start.addingTimeInterval(605))) == ["10:05"])
    }

    /// Paused 30 s in, a 90 s timer shows 1:00 left, or 0:30 passed; a pause past the end shows the end.
    @Test func aPausedTimerShowsItsPauseTime() {
        let range = start...start.addingTimeInterval(90)
        #expect(string(Text(timerInterval: range, pauseTime: start.addingTimeInterval(30))) == ["1:00"])
        #expect(string(Text(timerInterval: range, pauseTime: start.addingTimeInterval(30), countsDown: false)) == ["0:30"])
        #expect(string(Text(timerInterval: range, pauseTime: start.addingTimeInterval(500))) == ["0:00"])
        #expect(string(Text(timerInterval: range, pauseTime: start.addingTimeInterval(-60))) == ["1:30"])
    }

    struct Filter: Identifiable { let id: Int }

    @Test func aSearchFieldWithTokensIsDrawnAsTheField() {
        func list(tokens: Bool) -> some View {
            NavigationStack {
                if tokens {
                    List { Text("Row") }.searchable(text: .constant(""), tokens: .constant([Filter(id: 1)]), prompt: "Find") { _ in
                        Text("Token")
                    }
                } else {
                    List { Text("Row") }.searchable(text: .constant(""), prompt: "Find")
                }
            }
        }
        #expect(ViewHost(list(tokens: false)).drawnTexts().contains { $0.string == "Find" })
        #expect(drawing(list(tokens: true)) == drawing(list(tokens: false)))
        // The forms bound to a presentation and with editable tokens show their prompt too.
        let presented = NavigationStack {
            List { Text("Row") }.searchable(
                text: .constant(""), tokens: .constant([Filter]()), isPresented: .constant(false), prompt: Text("Find")
            ) {
                _ in Text("Token")
            }
        }
        let editable = NavigationStack {
            List { Text("Row") }.searchable(text: .constant(""), editableTokens: .constant([Filter]()), prompt: Text("Find")) { _ in
                Text("Token")
            }
        }
        #expect(drawing(presented) == drawing(list(tokens: false)))
        #expect(drawing(editable) == drawing(list(tokens: false)))
    }

    @Test func iOS18SymbolEffectsLeaveTheSymbolAtRest() {
        let rest = drawing(Image(systemName: "bell"))
        #expect(rest.count == 1)
        #expect(drawing(Image(systemName: "bell").symbolEffect(.wiggle.left, value: 1)) == rest)
        #expect(drawing(Image(systemName: "bell").symbolEffect(.breathe.pulse.byLayer)) == rest)
        #expect(drawing(Image(systemName: "bell").symbolEffect(.rotate.clockwise, value: true)) == rest)
    }
}
