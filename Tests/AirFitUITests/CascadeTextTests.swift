import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// CascadeText's behaviour, read off the headless runtime's display lists.
@MainActor
struct CascadeTextTests {
    /// Per glyph at `time`: its shown opacity (its copies together), rise and light copy's opacity.
    /// A cascading glyph draws a light copy then a regular one; under Reduce Motion, one regular copy.
    static func glyphs(_ host: ViewHost, at time: TimeInterval, copies: Int = 2) -> [(opacity: Double, rise: CGFloat, lightOpacity: Double)]
    {
        let texts = host.displayList(on: .iPhone16, at: time).compactMap { item -> (DisplayItem, Int)? in
            if case let .text(text) = item.content { (item, text.font.weight) } else { nil }
        }
        return stride(from: 0, to: texts.count, by: copies).map { start in
            let group = texts[start..<min(start + copies, texts.count)]
            let light = group.filter { $0.1 == 300 }.map(\.0.opacity).reduce(0, +)
            return (group.map(\.0.opacity).reduce(0, +), group.first!.0.offset.height, light)
        }
    }

    @Test func glyphsStartInOrderAndAllFinishByTheBlock() throws {
        let text = "Good morning, this is a longer line of text to cascade"
        let host = ViewHost(CascadeText(text))
        let schedule = CascadeSchedule(glyphCount: text.count)
        for time in [0.0, 0.05, 0.2, 0.35, 0.5] {
            let shown = Self.glyphs(host, at: time)
            #expect(shown.count == text.count)
            for (index, glyph) in shown.enumerated() {
                // The foundation's standard schedule: progress p shows as opacity p, (1 − p) × 6 pt low.
                let state = schedule.state(ofGlyph: index, at: time)
                #expect(abs(glyph.opacity - state.opacity) < 1e-6, "glyph \(index) at \(time)")
                #expect(abs(Double(glyph.rise) - state.offsetY) < 1e-6, "glyph \(index) at \(time)")
            }
            // Later glyphs are never ahead of earlier ones.
            #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.opacity >= $1.opacity - 1e-12 })
        }
        #expect(Self.glyphs(host, at: 0.6).allSatisfy { abs($0.opacity - 1) < 1e-9 && $0.rise == 0 })
    }

    @Test func weightFirmsFromLightToRegular() throws {
        let host = ViewHost(CascadeText("Hi"))
        // Mid-way the light copy shows p(1 − p) and the regular one p²; at rest only the regular.
        let middle = try #require(Self.glyphs(host, at: 0.15).first)
        #expect(middle.lightOpacity > 0.1)
        #expect(Self.glyphs(host, at: 1).allSatisfy { $0.lightOpacity == 0 })
    }

    @Test func reduceMotionIsAPlainFade() throws {
        var environment = EnvironmentValues()
        environment._accessibilityReduceMotion = true
        let host = ViewHost(CascadeText("Hello"), environment: environment)
        for time in [0.0, 0.03, 0.06, 0.09, 0.12] {
            let shown = Self.glyphs(host, at: time, copies: 1)
            #expect(shown.count == 5)
            // Every glyph together, linear over 0.12 s, no rise, no light copy.
            #expect(shown.allSatisfy { abs($0.opacity - time / 0.12) < 1e-9 && $0.rise == 0 && $0.lightOpacity == 0 })
        }
    }

    @Test func readsAsOneElement() {
        let host = ViewHost(CascadeText("Daily\nDashboard"))
        #expect(host.accessibilityElements.map(\.label) == ["Daily\nDashboard"])
    }

    @Test func linesBreakAtNewlinesAndWrapAtSpaces() throws {
        let host = ViewHost(CascadeText("ab\ncd").font(.system(size: 20)))
        let layout = host.layout(on: .iPhone16)
        let a = try #require(host.frames(ofText: "a", in: layout).first)
        let c = try #require(host.frames(ofText: "c", in: layout).first)
        #expect(c.minY == a.maxY && c.minX == a.minX)
        // 20 pt type, 10 pt a glyph (fixed-advance measuring): "aaa bbb" in 50 pt wraps after the space.
        let narrow = ViewHost(CascadeText("aaa bbb").font(.system(size: 20)).frame(width: 50))
        let wrapped = narrow.layout(on: .iPhone16)
        let firstA = try #require(narrow.frames(ofText: "a", in: wrapped).first)
        let firstB = try #require(narrow.frames(ofText: "b", in: wrapped).first)
        #expect(firstB.minY == firstA.maxY && firstB.minX == firstA.minX)
    }

    /// A word wider than the line shrinks its glyphs, to at most 70%, before it breaks between
    /// them (D150's rule for titles' single words): "aaaaaaaaaa" (100 pt) in 80 pt stays on one line.
    @Test func aWideWordShrinksBeforeItBreaks() throws {
        let host = ViewHost(CascadeText("aaaaaaaaaa").font(.system(size: 20)).frame(width: 80))
        let layout = host.layout(on: .iPhone16)
        let frames = host.frames(ofText: "a", in: layout)
        #expect(frames.count == 20)  // each glyph draws a light and a regular copy
        #expect(Set(frames.map(\.minY)).count == 1)
        #expect(try #require(frames.map(\.maxX).max()) - frames[0].minX <= 80 + 1e-6)
        // Past 70% it breaks: the same word in 50 pt takes two lines.
        let narrow = ViewHost(CascadeText("aaaaaaaaaa").font(.system(size: 20)).frame(width: 50))
        #expect(Set(narrow.frames(ofText: "a", in: narrow.layout(on: .iPhone16)).map(\.minY)).count > 1)
    }

    /// Arabic letters join: the cascade goes word by word there, so no letter loses its joined form.
    @Test func arabicCascadesByWord() {
        func drawn(_ string: String) -> [String] {
            let texts = ViewHost(CascadeText(string)).displayList(on: .iPhone16, at: 1).compactMap { item -> String? in
                if case let .text(text) = item.content { text.string } else { nil }
            }
            return texts.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
        }
        #expect(drawn("مرحبًا بك") == ["مرحبًا", " ", "بك"])
        #expect(drawn("ab c") == ["a", "b", " ", "c"])
    }
}
