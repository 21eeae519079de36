import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import LayoutCheck
import Testing

/// Where the layout check draws its lines, each tested from both sides: what is inside at exactly a
/// tolerance is outside a little beyond it. The fresh mutation samples of docs/testing.md found most
/// of LayoutCheck's survivors at such boundaries, one at a time; every `± 0.5`, opacity and overlap
/// tolerance of `LayoutChecker` is here: what counts as seen, the screen's and the safe area's
/// edges, the touch target's two dimensions, the overlap tolerance, a scroll view's edges, nesting.
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

    /// A card overhanging a vertical scroll view's leading or trailing edge by half a point (one
    /// pixel of an iPhone SE's 2x screen, antialiasing) is not cut; by a point it is.
    @Test func aCardOverhangingItsScrollViewByHalfAPointIsNotCut() {
        for (overhang, cut) in [(0.5, false), (1.0, true)] {
            for (alignment, direction) in [(Alignment.leading, -1.0), (.trailing, 1.0)] {
                let found = findings(
                    ScrollView {
                        RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 200, height: 80)
                            .frame(maxWidth: .infinity, alignment: alignment).offset(x: direction * overhang)
                    },
                    device: .iPhoneSE)
                #expect(found.contains { $0.kind == .clippedContent } == cut, "\(alignment), \(overhang) pt")
            }
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
    /// overlap, when the inner one sticks out of any side by at most half a point; by a point, the
    /// two take taps in the same place.
    @Test func aButtonStickingOutOfItsCardByHalfAPointIsNested() {
        let sides: [(Alignment, x: CGFloat, y: CGFloat)] = [(.top, 0, -1), (.bottom, 0, 1), (.leading, -1, 0), (.trailing, 1, 0)]
        for (out, overlapping) in [(0.5, false), (1.0, true)] {
            for (alignment, x, y) in sides {
                let found = findings(
                    Button(action: {}) {
                        ZStack(alignment: alignment) {
                            Color.blue.frame(width: 200, height: 100)
                            Button(action: {}) { Text("Inner").frame(width: 100, height: 44) }.offset(x: x * out, y: y * out)
                        }
                    })
                #expect(found.map(\.kind) == (overlapping ? [.overlappingControls] : []), "\(alignment), \(out) pt")
            }
        }
    }

    /// A word a line limit cuts off is truncated, not broken: "Performance" in one 60 pt line shows
    /// "Perform…", and the break after its last shown line is the ellipsis, not a split word.
    @Test func aWordCutByTheLineLimitIsNotABrokenWord() {
        let found = findings(Text("Performance").lineLimit(1).frame(width: 60))
        #expect(found.map(\.kind) == [.truncatedText])
    }

    /// The screen's trailing edge and the safe area's bottom have the same half-point tolerance:
    /// a text past either by half a point is inside, by a point it is not.
    @Test func textHalfAPointPastTheTrailingEdgeOrTheSafeAreasFootIsInside() {
        for (over, outside) in [(0.5, false), (1.0, true)] {
            let trailing = findings(
                Text("Lunch").frame(maxWidth: .infinity, alignment: .trailing).ignoresSafeArea().offset(x: over))
            #expect(trailing.map(\.kind) == (outside ? [.outsideScreen] : []), "trailing, \(over) pt")
            let foot = findings(
                Text("Lunch").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom).offset(y: over))
            #expect(foot.map(\.kind) == (outside ? [.outsideSafeArea] : []), "foot, \(over) pt")
        }
    }

    /// The 44 pt minimum has a half-point tolerance: a 43.5 pt wide button passes, 43.4 pt does not.
    @Test func aButtonHalfAPointNarrowerThanTheMinimumPasses() {
        for (width, small) in [(43.5, false), (43.4, true)] {
            let found = findings(Button(action: {}) { Text("Go").frame(width: width, height: 44) })
            #expect(found.map(\.kind) == (small ? [.smallTouchTarget] : []), "\(width) pt")
        }
    }

    /// A surface faded to 1% is not seen, so a scroll view cutting it cuts nothing seen; at 2% it is
    /// cut.
    @Test func aCardFadedToOnePercentIsNotCut() {
        for (opacity, cut) in [(0.01, false), (0.02, true)] {
            let found = findings(
                ScrollView {
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 200, height: 80)
                        .frame(maxWidth: .infinity, alignment: .leading).offset(x: -20).opacity(opacity)
                },
                device: .iPhoneSE)
            #expect(found.contains { $0.kind == .clippedContent } == cut, "opacity \(opacity)")
        }
    }

    /// A card overhanging the foot of a sideways-scrolling row by half a point is not cut; by a
    /// point it is.
    @Test func aCardOverhangingTheFootOfASidewaysRowByHalfAPointIsNotCut() {
        for (overhang, cut) in [(0.5, false), (1.0, true)] {
            let found = findings(
                ScrollView(.horizontal) {
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 100, height: 120).offset(y: overhang)
                }
                .frame(height: 120))
            #expect(found.contains { $0.kind == .clippedContent } == cut, "\(overhang) pt")
        }
    }

    /// A word clipped to a half-point high strip is unseen; to a point, its strip over another word
    /// (over the 2 pt² tolerance) is an overlap.
    @Test func aWordClippedToAHalfPointHighStripIsNotSeen() {
        for (height, seen) in [(0.5, false), (1.0, true)] {
            let found = findings(
                ZStack {
                    Text("Lunch")
                    Text("Breakfast").fixedSize().frame(height: height).clipped()
                })
            #expect(found.map(\.kind) == (seen ? [.overlappingText] : []), "\(height) pt")
        }
    }

    /// The screen's leading edge: a text half a point past it is on the screen, a point past it is not.
    @Test func textHalfAPointPastTheLeadingEdgeIsOnTheScreen() {
        for (over, outside) in [(0.5, false), (1.0, true)] {
            let found = findings(Text("Lunch").frame(maxWidth: .infinity, alignment: .leading).ignoresSafeArea().offset(x: -over))
            #expect(found.map(\.kind) == (outside ? [.outsideScreen] : []), "\(over) pt")
        }
    }

    /// The screen's foot: a text half a point below it is on the screen (under the home indicator, so
    /// outside the safe area), a point below it is off the screen.
    @Test func textHalfAPointBelowTheScreensFootIsOnTheScreen() {
        for (over, kind) in [(0.5, LayoutFinding.Kind.outsideSafeArea), (1.0, .outsideScreen)] {
            let found = findings(
                Text("Lunch").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom).ignoresSafeArea().offset(y: over))
            #expect(found.map(\.kind) == [kind], "\(over) pt")
        }
    }

    /// In landscape the sensor housing keeps 59 pt on each side: a text reaching half a point into
    /// either inset is inside the safe area, a point into it is not.
    @Test func textHalfAPointIntoTheHousingsInsetIsInside() {
        let device = Device.iPhone16.landscape
        #expect(device.safeAreaLeft == 59 && device.safeAreaRight == 59)
        for (into, outside) in [(0.5, false), (1.0, true)] {
            let leading = findings(
                Text("Lunch").frame(maxWidth: .infinity, alignment: .leading).ignoresSafeArea().offset(x: 59 - into), device: device)
            #expect(leading.map(\.kind) == (outside ? [.outsideSafeArea] : []), "leading, \(into) pt")
            let trailing = findings(
                Text("Lunch").frame(maxWidth: .infinity, alignment: .trailing).ignoresSafeArea().offset(x: into - 59), device: device)
            #expect(trailing.map(\.kind) == (outside ? [.outsideSafeArea] : []), "trailing, \(into) pt")
        }
    }

    /// Two words overlapping by exactly the 2 pt² tolerance (a 1 × 2 pt corner) do not overlap;
    /// by 3 pt² they do.
    @Test func wordsOverlappingByTheToleranceDoNotOverlap() {
        for (overlap, found) in [(1.0, false), (1.5, true)] {
            let view = HStack(spacing: -overlap) {
                Text("Lunch").fixedSize().frame(width: 20, height: 2).clipped()
                Text("Dinner").fixedSize().frame(width: 20, height: 2).clipped()
            }
            #expect(findings(view).map(\.kind) == (found ? [.overlappingText] : []), "\(overlap) × 2 pt")
        }
    }

    /// The 44 pt minimum's half-point tolerance holds for height as for width: 43.5 pt passes,
    /// 43.4 does not.
    @Test func aButtonHalfAPointShorterThanTheMinimumPasses() {
        for (height, small) in [(43.5, false), (43.4, true)] {
            let found = findings(Button(action: {}) { Text("Go").frame(width: 44, height: height) })
            #expect(found.map(\.kind) == (small ? [.smallTouchTarget] : []), "\(height) pt")
        }
    }

    /// A symbol with no glyph faded to 1% is not seen, so not reported; at 2% it is.
    @Test func aSymbolWithNoGlyphFadedToOnePercentIsNotReported() {
        let checker = LayoutChecker(measurer: FixedAdvanceTextMeasurer(), hasGlyph: { _ in false })
        for (opacity, reported) in [(0.01, false), (0.02, true)] {
            let found = checker.check(ViewHost(Image(systemName: "xserve").opacity(opacity)), on: .iPhone16)
            #expect(found.map(\.kind) == (reported ? [.unknownSymbol] : []), "opacity \(opacity)")
        }
    }

    /// Two buttons whose corners overlap by exactly the 2 pt² tolerance (1 × 2 pt) take taps apart;
    /// by 3 pt² they take them in the same place.
    @Test func buttonsOverlappingByTheToleranceDoNotOverlap() {
        for (overlap, found) in [(1.0, false), (1.5, true)] {
            let view = ZStack(alignment: .topLeading) {
                Button(action: {}) { Text("One").frame(width: 50, height: 50) }
                Button(action: {}) { Text("Two").frame(width: 50, height: 50) }.offset(x: 50 - overlap, y: 48)
            }
            #expect(findings(view).map(\.kind) == (found ? [.overlappingControls] : []), "\(overlap) × 2 pt")
        }
    }

}
