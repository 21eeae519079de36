import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// iOS 16's `ProgressView(timerInterval:countsDown:)` (Apple: "If `true` (the default), the view
/// empties as time passes"), at the layer's clock: the host's timeline time in seconds since the
/// reference date.
@MainActor
struct TimerProgressViewTests {
    let range = Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 100)

    func value(_ view: some View, at now: TimeInterval? = nil) -> String? {
        let host = ViewHost(view)
        if let now { host.setEnvironment { $0[TimelineDateKey.self] = now } }
        return host.accessibilityElements.first { $0.value?.hasSuffix("percent") == true }?.value
    }

    @Test func aTimerProgressViewEmptiesAsTimePasses() {
        #expect(value(ProgressView(timerInterval: range)) == "100 percent")
        #expect(value(ProgressView(timerInterval: range), at: 25) == "75 percent")
        #expect(value(ProgressView(timerInterval: range, countsDown: false), at: 25) == "25 percent")
        #expect(value(ProgressView(timerInterval: range), at: 250) == "0 percent")
        #expect(value(ProgressView(timerInterval: range) { Text("Rest") }, at: 60) == "40 percent")
        #expect(
            value(
                ProgressView(timerInterval: range) {
                    Text("Rest")
                } currentValueLabel: {
                    Text("1:40")
                }, at: 90) == "10 percent")
    }

    /// The bar fills the fraction of its track: three quarters of the screen's width less margins.
    @Test func theBarFillsTheFractionLeft() throws {
        let host = ViewHost(ProgressView(timerInterval: range).padding(16))
        host.setEnvironment { $0[TimelineDateKey.self] = 25 }
        let bars = host.displayList(on: .iPhone16).filter { abs($0.frame.height - 4) < 1e-9 }.map(\.frame.width).sorted()
        #expect(bars.count == 2 && abs(bars[0] - bars[1] * 0.75) < 1e-9, "\(bars)")
    }

    /// A symbol at a variable value is drawn whole: the stand-in glyphs have no layers (D274).
    @Test func aSymbolAtAVariableValueIsDrawnWhole() {
        let whole = ViewHost(Image(systemName: "wifi")).displayList(on: .iPhone16)
        let variable = ViewHost(Image(systemName: "wifi", variableValue: 0.3)).displayList(on: .iPhone16)
        #expect(!whole.isEmpty && whole == variable)
    }
}
