import DesignTokens
import Foundation
import Motion
import Testing

struct CascadeScheduleTests {
    @Test func literalFormulaNeverFinishesLaterGlyphs() {
        let schedule = CascadeSchedule(glyphCount: 20, strategy: .literal000)
        #expect(abs(schedule.state(ofGlyph: 10, at: 5).progress - 0.88) < 1e-12)
        #expect(schedule.glyph(0).end == 0.6)
        #expect(schedule.glyph(1).end == nil)
        #expect(schedule.totalDuration == nil)
        #expect(!schedule.allFinished(by: 100))
        // Glyph 84 and beyond never even start: 84 × 0.012 > 1.
        #expect(CascadeSchedule(glyphCount: 100, strategy: .literal000).glyph(90).start == .infinity)
    }

    @Test func sineStaggerIsNotCumulative() {
        let schedule = CascadeSchedule(glyphCount: 30, strategy: .sine001)
        #expect(schedule.glyph(0).start == 0)
        #expect(abs(schedule.glyph(29).start - sin(29.0 / 30 * .pi) * 0.012) < 1e-15)
        #expect(abs(schedule.glyph(15).start - 0.012) < 1e-15)
        #expect((0..<30).allSatisfy { schedule.glyph($0).start <= 0.012 + 1e-15 })
    }

    @Test(arguments: Array(1...60) + [200, 10_000])
    func standardFinishesWithinTheBlock(length: Int) throws {
        let schedule = CascadeSchedule(glyphCount: length)
        let total = try #require(schedule.totalDuration)
        #expect(total <= 0.6 + 1e-12)
        #expect(schedule.allFinished(by: 0.6 + 1e-12))
        let starts = (0..<length).map { schedule.glyph($0).start }
        #expect(starts == starts.sorted())
        #expect(schedule.state(ofGlyph: length - 1, at: 0).opacity == 0)
        #expect(schedule.state(ofGlyph: length - 1, at: 0.6).opacity == 1)
        #expect(schedule.state(ofGlyph: 0, at: 0).offsetY == MotionToken.offsetY)
    }

    @Test func shortStringsKeepTheSpecStagger() {
        let schedule = CascadeSchedule(glyphCount: 10)
        #expect(abs(schedule.glyph(9).start - 9 * 0.012) < 1e-12)
        #expect(abs(schedule.glyph(9).end! - 0.6) < 1e-12)
    }

    @Test func stateInterpolatesWeightAndRise() {
        let state = CascadeSchedule(glyphCount: 1).state(ofGlyph: 0, at: 0.15)
        let p = BezierCurve(.easeOut).progress(at: 0.25)
        #expect(abs(state.progress - p) < 1e-12)
        #expect(abs(state.weight - (300 + 100 * p)) < 1e-9)
        #expect(abs(state.offsetY - 6 * (1 - p)) < 1e-12)
    }

    @Test func reducedMotionIsAPlainFade() {
        let schedule = CascadeSchedule(glyphCount: 12, strategy: .reducedMotion)
        let state = schedule.state(ofGlyph: 11, at: 0.06)
        #expect(state.opacity == 0.5 && state.offsetY == 0 && state.weight == 400)
        #expect(schedule.totalDuration == 0.12)
    }

    @Test func emptyAndOutOfRangeInput() {
        #expect(CascadeSchedule(glyphCount: 0).totalDuration == 0)
        #expect(CascadeSchedule(glyphCount: -3).glyphCount == 0)
        #expect(CascadeSchedule(glyphCount: 5).state(ofGlyph: 99, at: .nan).opacity == 0)
    }
}
