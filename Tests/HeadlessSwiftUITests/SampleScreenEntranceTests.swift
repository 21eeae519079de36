import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

/// Part 3's "done when": the sample screen's card springs in, its title fades in glyph by glyph and
/// its ring fills, read off display lists at 0, 0.15, 0.3 and 1 s. Expected values come from an
/// independent computation (bisection on the bezier, RK4 on the spring ODE), not from Motion.
@MainActor
struct SampleScreenEntranceTests {
    /// `spring(response: 0.5, dampingFraction: 0.82)` from 0 to 1: x'' = −(4π)²(x − 1) − 2·0.82·4π·x',
    /// integrated with RK4 at h = 10 µs.
    static let spring: [TimeInterval: Double] = [0: 0, 0.15: 0.6301278996268367, 0.3: 0.9709613634935168, 1.0: 0.9999415768821712]

    /// `easeOut` (0, 0, 0.58, 1) at progress 0.5, by bisection on the curve's x.
    static let easeOutHalfway = 0.6846431874274606

    let host = ViewHost(SampleScreen())

    func items(at time: TimeInterval) -> [DisplayItem] { host.displayList(on: .iPhone16, at: time) }

    /// The title's glyphs in reading order (they are the single-character texts).
    func glyphs(at time: TimeInterval) -> [DisplayItem] {
        items(at: time).filter { if case let .text(text) = $0.content { text.string.count == 1 } else { false } }
    }

    func card(at time: TimeInterval) throws -> DisplayItem {
        try #require(items(at: time).first { $0.content.isMaterial })
    }

    func ringEnd(at time: TimeInterval) -> Double? {
        host.value(.trimTo, atNodeEndingWith: "", at: time)
    }

    @Test func titleFadesInGlyphByGlyph() throws {
        #expect(glyphs(at: 0).count == "DailyDashboard".count)
        #expect(glyphs(at: 0).allSatisfy { $0.opacity == 0 && $0.offset.height == 6 })
        let middle = glyphs(at: 0.15)
        // Glyph k starts at 30 ms × k and takes 0.3 s: the first is halfway at 0.15 s.
        #expect(abs(middle[0].opacity - Self.easeOutHalfway) < 1e-6)
        #expect(abs(middle[0].offset.height - 6 * (1 - Self.easeOutHalfway)) < 1e-6)
        #expect(abs(middle[1].opacity - 0.5708802307036828) < 1e-6)
        #expect(zip(middle, middle.dropFirst()).allSatisfy { $0.opacity >= $1.opacity })
        #expect(middle[5...].allSatisfy { $0.opacity == 0 })
        let later = glyphs(at: 0.3)
        #expect(later[0].opacity == 1 && abs(later[4].opacity - 0.7851390612471065) < 1e-6)
        // The last of 14 glyphs starts at 0.39 s and ends at 0.69 s.
        #expect(glyphs(at: 1).allSatisfy { $0.opacity == 1 && $0.offset.height == 0 })
    }

    @Test func cardSpringsIn() throws {
        for (time, progress) in Self.spring {
            let card = try card(at: time)
            #expect(abs(card.opacity - progress) < 1e-4, "opacity at \(time)")
            #expect(abs(card.scale.width - (0.94 + 0.06 * progress)) < 1e-5, "scale at \(time)")
        }
    }

    @Test func ringFillsToTheGoal() throws {
        let goal = 1_850.0 / 2_300
        for (time, progress) in Self.spring {
            let end = try #require(ringEnd(at: time))
            #expect(abs(end - goal * progress) < 1e-4, "trim at \(time)")
        }
    }
}

extension DisplayContent {
    var isMaterial: Bool {
        if case .shape(_, .material, nil) = self { true } else { false }
    }
}
