import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct ModifierConformanceTests {
    func layout(_ view: some View) -> (ViewHost, LayoutResult) {
        let host = ViewHost(view)
        return (host, host.layout(on: .iPhone16))
    }

    /// Apple, `offset(x:y:)`: "the original dimensions of the view are used for layout"; transforms likewise.
    @Test func offsetAndTransformsDoNotMoveNeighbours() {
        let (plain, plainResult) = layout(
            VStack {
                Text("A")
                Text("B")
            })
        let (moved, movedResult) = layout(
            VStack {
                Text("A").offset(y: 40).scaleEffect(2).rotationEffect(.degrees(30))
                Text("B")
            })
        #expect(plain.frames(ofText: "B", in: plainResult) == moved.frames(ofText: "B", in: movedResult))
    }

    /// `controlSize(.large)` reaches the glass button styles: a large glass button is at least
    /// 44 pt tall (D153), a regular one is its label's height with its padding.
    @Test func aLargeGlassButtonIsAtLeast44PointsTall() throws {
        guard #available(iOS 26.0, macOS 26.0, *) else {
            Issue.record("the glass styles need iOS 26 availability")
            return
        }
        let (host, result) = layout(GlassButtonsSnippet())
        let targets = host.tapTargets(in: result)
        #expect(targets.map(\.label) == ["Continue", "Skip", "Log meal"])
        #expect(targets[2].frame.height >= 44)
        #expect(targets[0].frame.height < 44)
    }

    /// Apple, `background(_:ignoresSafeAreaEdges:)`: a style background extends into the safe
    /// area (all edges by default) where its view reaches the safe area's edge, and stays within
    /// the view elsewhere.
    @Test func aStyleBackgroundReachesUnderTheSafeArea() throws {
        let full = ViewHost(ScrollView { Text("Profile") }.background(Color.red)).displayList(on: .iPhone16)
        let red = try #require(full.first { if case .fill = $0.content { true } else { false } })
        #expect(red.frame == Device.iPhone16.bounds)
        let small = ViewHost(Text("Profile").background(Color.red)).displayList(on: .iPhone16)
        let chip = try #require(small.first { if case .fill = $0.content { true } else { false } })
        #expect(chip.frame.height < 30)
        let kept = ViewHost(ScrollView { Text("Profile") }.background(Color.red, ignoresSafeAreaEdges: [])).displayList(on: .iPhone16)
        let inside = try #require(kept.first { if case .fill = $0.content { true } else { false } })
        #expect(inside.frame == Device.iPhone16.safeArea)
    }

    /// `fixedSize()` proposes nil: the text keeps its ideal, unwrapped width inside a narrow frame.
    @Test func fixedSizeKeepsTheIdealWidth() {
        let words = "one two three four"
        let (host, result) = layout(Text(words).fixedSize().frame(width: 50))
        #expect(host.frames(ofText: words, in: result)[0].width == 18 * 8.5)
        #expect(abs(host.frames(ofText: words, in: result)[0].height - 61.0 / 3) < 1e-6)
    }

    /// A text its `lineLimit` cuts short takes the whole width offered, its last line filled to the
    /// ellipsis, as `UILabel` truncates; a text that fits keeps its own width. With 8.5 pt
    /// characters "Performance" (93.5 pt) is the first line at 100 pt.
    @Test func aTruncatedTextTakesTheWidthOffered() {
        let words = "Performance Weight Breakfast"
        let (host, result) = layout(Text(words).lineLimit(1).frame(width: 100))
        #expect(host.frames(ofText: words, in: result)[0].width == 100)
        // Also offered no height (in a scroll view, or fixed vertically): the limit alone cuts it.
        let (free, freed) = layout(Text(words).lineLimit(1).fixedSize(horizontal: false, vertical: true).frame(width: 100))
        #expect(free.frames(ofText: words, in: freed)[0].width == 100)
        let (fits, fitted) = layout(Text("Performance").lineLimit(1).frame(width: 100))
        // Rounded up to the 3x pixel grid: 93.67 pt.
        #expect(abs(fits.frames(ofText: "Performance", in: fitted)[0].width - 281.0 / 3) < 1e-6)
    }

    /// A `GeometryReader` takes all the space it is offered.
    @Test func geometryReaderTakesWhatItIsOffered() {
        let (_, result) = layout(GeometryReader { _ in Text("x") }.frame(width: 120, height: 80))
        #expect(result.frames.values.contains { $0.size == CGSize(width: 120, height: 80) })
    }

    /// The `Layout` protocol: sizes come from `sizeThatFits`, positions from `placeSubviews`.
    @Test func customLayoutPlacesEqualColumns() {
        let (host, result) = layout(
            EqualWidthLayout {
                Text("Easy")
                Text("Hard")
            }.frame(width: 200, height: 22))
        let easy = host.frames(ofText: "Easy", in: result)[0]
        let hard = host.frames(ofText: "Hard", in: result)[0]
        // The layout asks for two columns of its widest child (2 × 34 pt) and splits its bounds evenly.
        #expect(hard.minX - easy.minX == 34)
        #expect(easy.width == 34 && easy.midX < hard.midX)
    }

    /// Padding adds to the child's size; the default is 16 pt.
    @Test func paddingDefaultsAndEdges() {
        let (host, result) = layout(Text("Hi").padding().padding(.horizontal, 4))
        let text = host.frames(ofText: "Hi", in: result)[0]
        #expect(
            result.frames.values.contains {
                $0.width == 17 + 32 + 8 && abs($0.height - (61.0 / 3 + 32)) < 1e-6 && abs($0.midX - text.midX) < 1e-9
            })
    }
}
