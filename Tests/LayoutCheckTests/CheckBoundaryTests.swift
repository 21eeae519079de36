import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import LayoutCheck
import Testing

/// Where the layout check draws its lines, each tested from both sides (found by `make mutants
/// --module LayoutCheck`, docs/testing.md): what counts as seen, the safe area's edges, the touch
/// target's two dimensions, and a scroll view's edges with their half-point tolerance.
@MainActor
struct CheckBoundaryTests {
    /// The findings as `LayoutCheckTests` takes them, with the same checker.
    func findings(_ view: some View, device: Device = .iPhone16) -> [LayoutFinding] {
        LayoutCheckTests().findings(view, device: device)
    }

    /// A text faded to 1% (the idiom that keeps a view in the layout but out of sight) is not seen,
    /// so a word over it is no overlap; at 2% it is seen.
    @Test func aTextFadedToOnePercentIsNotSeen() {
        for (opacity, seen) in [(0.01, false), (0.02, true)] {
            let found = findings(
                ZStack {
                    Text("Breakfast")
                    Text("Lunch").opacity(opacity)
                })
            #expect(found.contains { $0.kind == .overlappingText } == seen, "opacity \(opacity)")
        }
    }

    /// Text placed exactly at the safe area's top and leading edges is inside it.
    @Test func textAtTheSafeAreasTopLeadingCornerIsInside() throws {
        let view = Text("Today").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let host = ViewHost(view)
        let text = try #require(host.frames(ofText: "Today", in: host.layout(on: .iPhone16)).first)
        #expect(text.minX == 0 && text.minY == Device.iPhone16.safeAreaTop)
        #expect(findings(view) == [])
    }

    /// Turned to landscape, an iPhone 16 keeps 59 pt on each side for its sensor housing: text laid
    /// out into the trailing inset, though still on the screen, is outside the safe area.
    @Test func textInTheTrailingLandscapeInsetIsOutsideTheSafeArea() throws {
        let device = Device.iPhone16.landscape
        #expect(device.safeAreaRight == 59)
        let found = findings(Text("Lunch").frame(maxWidth: .infinity, alignment: .trailing).ignoresSafeArea(), device: device)
        #expect(found.map(\.kind) == [.outsideSafeArea])
    }

    /// The HIG's minimum target is 44 × 44 pt in both dimensions: a button tall enough but 30 pt
    /// narrow is too small.
    @Test func aButtonTallEnoughButNarrowIsTooSmall() throws {
        let found = findings(Button(action: {}) { Text("Go").frame(width: 30, height: 44) })
        let small = try #require(found.first { $0.kind == .smallTouchTarget })
        #expect(small.detail == "\"Go\" is 30 × 44 pt; the minimum is 44 × 44")
    }

    /// A card overhanging a vertical scroll view's leading edge by half a point (one pixel of an
    /// iPhone SE's 2x screen, antialiasing) is not cut; by a point it is.
    @Test func aCardOverhangingItsScrollViewByHalfAPointIsNotCut() {
        for (overhang, cut) in [(0.5, false), (1.0, true)] {
            let found = findings(
                ScrollView {
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 200, height: 80)
                        .frame(maxWidth: .infinity, alignment: .leading).offset(x: -overhang)
                },
                device: .iPhoneSE)
            #expect(found.contains { $0.kind == .clippedContent } == cut, "\(overhang) pt")
        }
    }

    /// A card cut at only one end by a scroll view that does not scroll that way is cut: one pushed
    /// down past the foot of a 200 pt tall sideways-scrolling row.
    @Test func aCardCutAtOneEndOnlyIsCut() throws {
        let found = findings(
            ScrollView(.horizontal) {
                RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 100, height: 150).offset(y: 100)
            }
            .frame(height: 200))
        let cut = try #require(found.first { $0.kind == .clippedContent })
        #expect(cut.detail.hasSuffix("that does not scroll vertically"))
    }

    /// The safe area's top edge has the same half-point tolerance as the screen's: a text lifted
    /// half a point above it (one pixel of a 2x screen) is inside, lifted a point it is under the
    /// status bar.
    @Test func textHalfAPointAboveTheSafeAreaIsInside() throws {
        #expect(Device.iPhone16.safeAreaTop == 59)
        for (lift, under) in [(0.5, false), (1.0, true)] {
            let found = findings(
                Text("Today").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).offset(y: -lift))
            #expect(found.map(\.kind) == (under ? [.outsideSafeArea] : []), "lifted \(lift) pt")
            if under { #expect(found.first?.frame.minY == 58) }
        }
    }

    /// What shows less than half a point of itself is not seen (`visible.width > 0.5`): a word
    /// clipped to a half-point sliver over another word is no overlap; clipped to a point, its
    /// 1 × 20.33 pt strip (over the 2 pt² tolerance) is.
    @Test func aWordClippedToAHalfPointSliverIsNotSeen() {
        for (width, seen) in [(0.5, false), (1.0, true)] {
            let found = findings(
                ZStack(alignment: .leading) {
                    Text("Lunch")
                    Text("Breakfast").fixedSize().frame(width: width, alignment: .leading).clipped()
                })
            #expect(found.map(\.kind) == (seen ? [.overlappingText] : []), "\(width) pt")
        }
    }

    /// A sideways-scrolling row whose cards fill its height exactly cuts none of them: the check's
    /// half-point tolerance lies outside the scroll view's edges, not inside.
    @Test func cardsFillingASidewaysRowsHeightAreNotCut() {
        let found = findings(
            ScrollView(.horizontal) {
                HStack {
                    ForEach(0..<3, id: \.self) { _ in
                        RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 100, height: 120)
                    }
                }
            }
            .frame(height: 120))
        #expect(found == [])
    }

    /// A button inside a button (a card that is a button around one of its own) is nesting, not an
    /// overlap, when the inner one sticks out by at most half a point; by a point, the two take taps
    /// in the same place.
    @Test func aButtonStickingOutOfItsCardByHalfAPointIsNested() {
        for (lift, overlapping) in [(0.5, false), (1.0, true)] {
            let found = findings(
                Button(action: {}) {
                    ZStack(alignment: .top) {
                        Color.blue.frame(width: 200, height: 100)
                        Button(action: {}) { Text("Inner").frame(width: 100, height: 44) }.offset(y: -lift)
                    }
                })
            #expect(found.map(\.kind) == (overlapping ? [.overlappingControls] : []), "lifted \(lift) pt")
        }
    }

    /// A word a line limit cuts off is truncated, not broken: "Performance" in one 60 pt line shows
    /// "Perform…", and the break after its last shown line is the ellipsis, not a split word.
    @Test func aWordCutByTheLineLimitIsNotABrokenWord() {
        let found = findings(Text("Performance").lineLimit(1).frame(width: 60))
        #expect(found.map(\.kind) == [.truncatedText])
    }
}
