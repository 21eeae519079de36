import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// GradientManager and the views that read it.
@MainActor
struct GradientManagerTests {
    @Test func nextNeverRepeatsTheActiveGradient() {
        let manager = GradientManager(active: .peachRose, source: RandomGradientSource(generator: SeededGenerator(seed: 7)))
        var seen = [manager.active]
        for _ in 0..<200 {
            manager.next()
            #expect(manager.active != seen.last)
            #expect(manager.previous == seen.last)
            seen.append(manager.active)
        }
        // Over 200 steps every one of the twelve gradients comes up.
        #expect(Set(seen).count == GradientToken.allCases.count)
    }

    @Test func theQATableReplaysWithAScriptedSource() {
        let manager = GradientManager(active: .peachRose, source: ScriptedGradientSource.qaTable)
        var walk: [GradientToken] = []
        for _ in 0..<3 {
            manager.next()
            walk.append(manager.active)
        }
        #expect(walk == [.mintAqua, .lilacBlush, .skyLavender])
    }

    @Test func advanceDrawsFromTheHoursPool() {
        let manager = GradientManager(active: .peachRose, source: RandomGradientSource(generator: SeededGenerator(seed: 1)), hour: { 22 })
        let pool = CircadianPool.pool(forHour: 22).tokens
        for _ in 0..<20 {
            manager.advance()
            #expect(pool.contains(manager.active))
        }
    }

    @Test func baseScreenCrossFadesOnNext() throws {
        let manager = GradientManager(active: .peachRose, source: ScriptedGradientSource.qaTable)
        let host = ViewHost(BaseScreen { Text("Hello") }.environment(manager))
        func gradients(at time: TimeInterval) -> [(start: DisplayStop, opacity: Double)] {
            host.displayList(on: .iPhone16, at: time).compactMap { item in
                if case let .fill(.linearGradient(stops, _, _)) = item.content { (stops[0], item.opacity) } else { nil }
            }
        }
        #expect(gradients(at: 0).count == 1)
        manager.next()
        host.update()
        // 0.6 s easeInOut: the new gradient (mint) is half in at 0.3 s over the old one (peach), fully in at 0.6 s.
        let mint = GradientToken.mintAqua.colors(in: .light)[0]
        let peach = GradientToken.peachRose.colors(in: .light)[0]
        // Peach stays opaque underneath; the view that showed it leaves with its opacity transition
        // (peach over peach, so the screen reads as one cross-fade), and mint fades in on top.
        let middle = gradients(at: 0.3)
        let mints = middle.filter { abs($0.start.red - mint.red) < 1e-9 }
        #expect(abs(middle[0].start.red - peach.red) < 1e-9 && middle[0].opacity == 1)
        #expect(mints.count == 1 && abs(mints[0].opacity - 0.5) < 1e-6)
        #expect(middle.allSatisfy { abs($0.start.red - mint.red) < 1e-9 || abs($0.start.red - peach.red) < 1e-9 })
        #expect(gradients(at: 0.6).last?.opacity == 1)
    }

    @Test func gradientNumberMasksTheNumberColorsOverTheSameText() throws {
        let host = ViewHost(GradientNumber(value: 1850).environment(GradientManager(active: .mintAqua)))
        let items = host.displayList(on: .iPhone16, at: 1)
        let texts = items.compactMap { item -> (DisplayText, DisplayItem)? in
            if case let .text(text) = item.content { (text, item) } else { nil }
        }
        // The number twice (under the gradient, and as its mask), both monospaced-digit, in one frame.
        #expect(texts.count == 2 && texts.allSatisfy { $0.0.string == "1850" && $0.0.font.monospacedDigits })
        #expect(texts[0].1.frame == texts[1].1.frame)
        let gradient = try #require(items.first { if case .fill(.linearGradient) = $0.content { true } else { false } })
        #expect(gradient.groups.contains { if case .masked = $0.effect { true } else { false } })
        let gradientStops: [DisplayStop]? = if case let .fill(.linearGradient(stops, _, _)) = gradient.content { stops } else { nil }
        let stops = try #require(gradientStops)
        #expect(stops.count == 2)
        let expected = GradientToken.mintAqua.numberColors(in: .light)
        #expect(zip(stops, expected).allSatisfy { abs($0.red - $1.red) < 1e-9 && abs($0.green - $1.green) < 1e-9 })
        #expect(host.accessibilityElements.map(\.label) == ["1850"])
    }

    @Test func metricRingFillsToItsFraction() throws {
        let host = ViewHost(MetricRing(value: 1_150, goal: 2_300))
        #expect(host.value(.trimTo, at: 0) == 0)
        #expect(abs((host.value(.trimTo, at: 2) ?? 0) - 0.5) < 1e-4)
        // Bounce-free: the fill never overshoots its target.
        let samples = stride(from: 0.0, through: 1.0, by: 0.02).compactMap { host.value(.trimTo, at: $0) }
        #expect(samples.allSatisfy { $0 <= 0.5 + 1e-9 })
        #expect(host.accessibilityElements.first?.value == "1150 of 2300")
        #expect(MetricRing(value: 5, goal: 0).fraction == 0 && MetricRing(value: 9_000, goal: 2_300).fraction == 1)
    }
}
