import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// Gestures composed as Apple composes them: `simultaneously(with:)` gives each input to both
/// gestures and reports both values; `exclusively(before:)` reports the first gesture that takes
/// the input; `sequenced(before:)` reports `.first` until the first gesture ends, then `.second`
/// with the first's final value and the second's (nil before it begins). The parts' own callbacks
/// run too.
@MainActor
struct ComposedGestureTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    func host(_ gesture: some Gesture) -> ViewHost {
        ViewHost(Color.red.frame(width: 80, height: 80).gesture(gesture))
    }

    @Test func simultaneousReportsBoth() throws {
        let log = Log()
        let gesture = DragGesture(minimumDistance: 0).onEnded { _ in log.lines.append("drag ended") }
            .simultaneously(with: MagnifyGesture())
            .onChanged { value in
                log.lines.append("changed \(value.first?.translation.width ?? -1) \(value.second?.magnification ?? -1)")
            }
            .onEnded { value in log.lines.append("ended \(value.first?.translation.width ?? -1)") }
        let host = host(gesture)
        try host.drag(by: CGSize(width: 40, height: 0), steps: 2)
        #expect(log.lines == ["changed 20.0 -1.0", "drag ended", "ended 40.0"])
        log.lines = []
        try host.magnify(to: 2, steps: 2)
        #expect(log.lines == ["changed -1.0 1.5", "changed -1.0 2.0", "ended -1.0"])
    }

    @Test func exclusiveReportsTheGestureThatTakesTheInput() throws {
        let log = Log()
        let gesture = MagnifyGesture().exclusively(before: DragGesture())
            .onEnded { value in
                switch value {
                case let .first(pinch): log.lines.append("pinch \(pinch.magnification)")
                case let .second(drag): log.lines.append("drag \(drag.translation.height)")
                }
            }
        let host = host(gesture)
        try host.drag(by: CGSize(width: 0, height: 30))
        try host.magnify(to: 3)
        #expect(log.lines == ["drag 30.0", "pinch 3.0"])
    }

    /// Two gestures of one value type: the first has precedence.
    @Test func theFirstHasPrecedence() throws {
        let log = Log()
        let gesture = DragGesture().onEnded { _ in log.lines.append("first") }
            .exclusively(before: DragGesture().onEnded { _ in log.lines.append("second") })
        try host(gesture).drag(by: CGSize(width: 30, height: 0))
        #expect(log.lines == ["first"])
    }

    @Test func aSequenceMovesOnWhenTheFirstEnds() throws {
        let log = Log()
        let gesture = LongPressGesture().onEnded { _ in log.lines.append("press ended") }
            .sequenced(before: DragGesture())
            .onChanged { value in
                switch value {
                case let .first(down): log.lines.append("first \(down)")
                case let .second(down, drag): log.lines.append("second \(down) \(drag.map { "\($0.translation.width)" } ?? "nil")")
                }
            }
            .onEnded { value in
                if case let .second(_, drag) = value { log.lines.append("ended \(drag?.translation.width ?? -1)") }
            }
        let host = host(gesture)
        // A drag before the press ends is not the sequence's.
        try host.drag(by: CGSize(width: 10, height: 0), steps: 1)
        #expect(log.lines.isEmpty)
        try host.longPress()
        #expect(log.lines == ["first true", "press ended", "second true nil"])
        log.lines = []
        try host.drag(by: CGSize(width: 50, height: 0), steps: 2)
        #expect(log.lines == ["second true 25.0", "ended 50.0"])
        // Ended, the sequence starts again from its first gesture.
        log.lines = []
        try host.drag(by: CGSize(width: 10, height: 0), steps: 1)
        #expect(log.lines.isEmpty)
    }
}
