import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `TapGesture`, `LongPressGesture` and `onLongPressGesture` (Apple): a tap gesture's `onEnded`
/// runs on a tap as `onTapGesture` does; a long press runs on a held press, not on a tap, telling
/// `onPressingChanged` when the press goes down and comes up.
@MainActor
struct TapAndLongPressGestureTests {
    @MainActor
    final class Log {
        var events: [String] = []
    }

    struct Card: View {
        let log: Log
        var body: some View {
            VStack {
                Text("Like").gesture(TapGesture(count: 2).onEnded { log.events.append("liked") })
                Text("Reset")
                    .onLongPressGesture(minimumDuration: 1) {
                        log.events.append("reset")
                    } onPressingChanged: { pressing in
                        log.events.append(pressing ? "down" : "up")
                    }
                Text("Drag").simultaneousGesture(DragGesture().onEnded { _ in log.events.append("dragged") })
            }
        }
    }

    @Test func aTapGestureRunsOnATapAndALongPressDoesNot() throws {
        let log = Log()
        let host = ViewHost(Card(log: log))
        try host.tap("Like")
        #expect(log.events == ["liked"])
        // A tap does not complete a long press: "Reset" has nothing a tap runs.
        #expect(throws: ViewHost.TapError.self) { try host.tap("Reset") }
        #expect(log.events == ["liked"])
    }

    @Test func aLongPressRunsWhenHeldAndReportsThePress() throws {
        let log = Log()
        let host = ViewHost(Card(log: log))
        // Gestures in tree order: the long press, then the drag (the tap is attached as a tap).
        try host.longPress(gesture: 0)
        #expect(log.events == ["down", "up", "reset"])
        // A long press ignores a drag's values, and a drag ignores a long press.
        try host.drag(gesture: 0, by: CGSize(width: 40, height: 0))
        try host.longPress(gesture: 1)
        #expect(log.events == ["down", "up", "reset"])
        try host.drag(gesture: 1, by: CGSize(width: 40, height: 0))
        #expect(log.events == ["down", "up", "reset", "dragged"])
    }

    /// `LongPressGesture`'s value is whether the press is down: it ends with `true`.
    @Test func aLongPressGestureEndsPressed() throws {
        let log = Log()
        let host = ViewHost(
            Text("Hold").gesture(LongPressGesture().onEnded { finished in log.events.append("ended \(finished)") }))
        try host.longPress()
        #expect(log.events == ["ended true"])
    }
}
