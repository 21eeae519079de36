import DesignTokens
import Foundation
import Motion
import Testing

struct CascadeScheduleTests {
    /// Progress 0: invisible, 6 pt low, weight 300.
    static func isHidden(_ state: GlyphState) -> Bool {
        state.progress == 0 && state.opacity == 0 && state.offsetY == MotionToken.offsetY && state.weight == MotionToken.weightFrom
    }

    /// Progress 1: opaque, in place, weight 400.
    static func isAtRest(_ state: GlyphState) -> Bool {
        state.progress == 1 && state.opacity == 1 && state.offsetY == 0 && state.weight == MotionToken.weightTo
    }

    @Test func literalFormulaNeverFinishesLaterGlyphs() {
        let schedule = CascadeSchedule(glyphCount: 20, strategy: .literal000)
        #expect(abs(schedule.glyph(10).finalProgress - 0.88) < 1e-12)
        #expect(abs(schedule.state(ofGlyph: 10, at: 5).progress - 0.88) < 1e-12)
        #expect(schedule.glyph(0).end == 0.6 && schedule.glyph(0).finalProgress == 1)
        #expect(schedule.glyph(1).end == nil)
        #expect(schedule.totalDuration == nil && !schedule.allFinished(by: 100))
        // Glyph 10 starts when the eased phase reaches 0.12.
        let start = schedule.glyph(10).start
        #expect(schedule.state(ofGlyph: 10, at: start - 1e-6).progress == 0)
        #expect(schedule.state(ofGlyph: 10, at: start + 1e-3).progress > 0)
        // From glyph 84 on (84 × 0.012 > 1) glyphs never start.
        let long = CascadeSchedule(glyphCount: 100, strategy: .literal000)
        #expect(long.glyph(90).start == .infinity && long.glyph(90).finalProgress == 0)
        #expect(long.state(ofGlyph: 90, at: 10).opacity == 0)
    }

    @Test(arguments: 2...60)
    func sineStaggerIsNotCumulative(length: Int) throws {
        let schedule = CascadeSchedule(glyphCount: length, strategy: .sine001)
        let starts = (0..<length).map { schedule.glyph($0).start }
        #expect(starts.first == 0 && starts.last == 0)
        #expect(starts.allSatisfy { $0 <= MotionToken.stagger })
        for i in 0..<length {
            #expect(abs(starts[i] - starts[length - 1 - i]) < 1e-15)
            #expect(abs(starts[i] - sin(Double(i) / Double(length - 1) * .pi) * 0.012) < 1e-15)
        }
        if length % 2 == 1 { #expect(starts[length / 2] == MotionToken.stagger) }
        let total = try #require(schedule.totalDuration)
        #expect(total <= MotionToken.duration + 1e-12)
    }

    @Test(arguments: Array(1...60) + [200, 10_000])
    func standardFinishesWithinTheBlock(length: Int) throws {
        let schedule = CascadeSchedule(glyphCount: length)
        let total = try #require(schedule.totalDuration)
        #expect(total <= 0.6)
        #expect(schedule.allFinished(by: 0.6))
        let timings = (0..<length).map { schedule.glyph($0) }
        #expect(timings.map(\.start) == timings.map(\.start).sorted())
        for timing in timings {
            let end = try #require(timing.end)
            #expect(end <= 0.6 && end - timing.start >= CascadeSchedule.minimumGlyphDuration - 1e-12)
        }
        for index in Set([0, length / 2, length - 1]) {
            #expect(Self.isHidden(schedule.state(ofGlyph: index, at: 0)))
            #expect(Self.isAtRest(schedule.state(ofGlyph: index, at: 0.6)))
        }
    }

    @Test func shortStringsKeepTheSpecStaggerAndLongOnesCompressIt() {
        let ten = CascadeSchedule(glyphCount: 10)
        #expect(abs(ten.glyph(9).start - 9 * 0.012) < 1e-12)
        #expect(abs(ten.glyph(9).end! - 0.6) < 1e-12)
        let twentySix = CascadeSchedule(glyphCount: 26)
        #expect(abs(twentySix.glyph(1).start - 0.012) < 1e-15)
        let long = CascadeSchedule(glyphCount: 27)
        #expect(long.glyph(1).start < 0.012)
        #expect(abs(long.glyph(26).end! - 0.6) < 1e-12)
    }

    @Test func stateInterpolatesOpacityWeightAndRise() {
        let state = CascadeSchedule(glyphCount: 1).state(ofGlyph: 0, at: 0.15)
        let p = BezierCurve(.easeOut).progress(at: 0.25)
        #expect(abs(state.progress - p) < 1e-12 && state.opacity == state.progress)
        #expect(abs(state.weight - (300 + 100 * p)) < 1e-9)
        #expect(abs(state.offsetY - 6 * (1 - p)) < 1e-12)
    }

    @Test func reducedMotionIsAPlainFade() {
        let schedule = CascadeSchedule.reducedMotion(glyphCount: 12)
        #expect(schedule.strategy == .reducedMotion)
        let state = schedule.state(ofGlyph: 11, at: 0.06)
        #expect(state.opacity == 0.5 && state.offsetY == 0 && state.weight == 400)
        #expect(schedule.state(ofGlyph: 0, at: 0.06) == state)
        #expect(schedule.totalDuration == 0.12)
    }

    @Test func emptyAndOutOfRangeInput() {
        let empty = CascadeSchedule(glyphCount: 0)
        #expect(empty.totalDuration == 0 && empty.allFinished(by: 0))
        #expect(empty.state(ofGlyph: 0, at: 0).progress == 1)
        #expect(CascadeSchedule(glyphCount: -3).glyphCount == 0)
        let five = CascadeSchedule(glyphCount: 5)
        #expect(five.state(ofGlyph: 99, at: .nan).opacity == 0)
        #expect(five.glyph(99) == five.glyph(4) && five.glyph(-1) == five.glyph(0))
        #expect(five.state(ofGlyph: 2, at: -1).progress == 0 && five.state(ofGlyph: 2, at: .infinity).progress == 1)
        #expect(!five.allFinished(by: .nan))
    }
}
