import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Frames, padding and layout-neutral modifiers as SwiftUI applies them on iOS.
@MainActor
struct FrameFacts {
    /// Measured on iOS references (issue 16: default padding matched): `padding()` is 16 pt a side.
    @Test func defaultPaddingIsSixteenPoints() throws {
        let (_, result) = try ConformanceHost.layout(Color.red.frame(width: 10, height: 10).padding())
        #expect(result.frames.values.contains { $0.size == CGSize(width: 42, height: 42) })
    }

    /// Apple, `padding(_:_:)`: only the given edges grow.
    @Test func paddingOnEdgesOnly() throws {
        let (_, result) = try ConformanceHost.layout(Color.red.frame(width: 10, height: 10).padding(.horizontal, 4))
        #expect(result.frames.values.contains { $0.size == CGSize(width: 18, height: 10) })
    }

    /// Apple, `frame(width:height:alignment:)`: the frame has exactly the given size whatever its content.
    @Test func aFixedFrameHasItsSize() throws {
        let (_, result) = try ConformanceHost.layout(Text("A long sentence that would be wide").frame(width: 80, height: 30))
        #expect(result.frames.values.contains { $0.size == CGSize(width: 80, height: 30) })
    }

    /// Apple, `frame(minWidth:idealWidth:maxWidth:...)`: `maxWidth: .infinity` takes all the width offered.
    @Test func maxWidthInfinityFills() throws {
        let (_, result) = try ConformanceHost.layout(Text("Hi").frame(maxWidth: .infinity))
        #expect(result.frames.values.contains { $0.width == 393 && $0.height < 30 })
    }

    /// Apple, `offset(x:y:)`: "the original dimensions of the view are used for layout": a
    /// neighbour does not move.
    @Test func offsetDoesNotMoveNeighbours() throws {
        let (plain, a) = try ConformanceHost.layout(
            VStack {
                Text("A")
                Text("B")
            })
        let (moved, b) = try ConformanceHost.layout(
            VStack {
                Text("A").offset(x: 30, y: 40)
                Text("B")
            })
        #expect(plain.frames(ofText: "B", in: a) == moved.frames(ofText: "B", in: b))
    }

    /// Apple, `shadow(color:radius:x:y:)` and `blur(radius:opaque:)` draw outside the view without
    /// changing its size.
    @Test func shadowsAndBlursDoNotChangeLayout() throws {
        let (plain, a) = try ConformanceHost.layout(
            VStack {
                Text("A")
                Text("B")
            })
        let (shaded, b) = try ConformanceHost.layout(
            VStack {
                Text("A").shadow(radius: 20).blur(radius: 8)
                Text("B")
            })
        #expect(plain.frames(ofText: "B", in: a) == shaded.frames(ofText: "B", in: b))
    }

    /// Apple, `fixedSize()`: the view takes its ideal size, ignoring a narrower proposal.
    @Test func fixedSizeIgnoresTheProposal() throws {
        let words = "one two three four"
        let free = try #require(try ConformanceHost.textFrame(words, in: Text(words)))
        let fixed = try #require(try ConformanceHost.textFrame(words, in: Text(words).fixedSize().frame(width: 50)))
        #expect(fixed.width == free.width && close(fixed.height, snapped(sfLineHeight(17))))
    }

    /// Apple, `ignoresSafeArea(_:edges:)`: a background that ignores the safe area covers the screen.
    @Test func ignoringTheSafeAreaCoversTheScreen() throws {
        let (_, result) = try ConformanceHost.layout(Color.blue.ignoresSafeArea())
        #expect(result.frames.values.contains(CGRect(x: 0, y: 0, width: 393, height: 852)))
    }

    /// Apple, `ProposedViewSize.replacingUnspecifiedDimensions(by:)`: a shape offered no size takes 10 × 10.
    @Test func aShapeOfferedNothingIsTenByTen() throws {
        let (_, result) = try ConformanceHost.layout(Rectangle().fixedSize())
        #expect(result.frames.values.contains { $0.size == CGSize(width: 10, height: 10) })
    }
}
