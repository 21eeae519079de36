import Foundation
import Testing

@testable import HeadlessSwiftUI

/// `Path.strokedPath(_:)` and `Path.contains(_:eoFill:)` as Core Graphics defines them
/// (`CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`, `CGPath.contains(_:using:)`):
/// the outline covers what the stroke paints — half the width each side, caps past open ends,
/// joins at corners, a mitre beveled past the limit, nothing in a dash's gap.
struct StrokedPathTests {
    func line(_ points: CGPoint...) -> Path {
        Path { path in path.addLines(points) }
    }

    let horizontal = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)]) }

    @Test func aSegmentIsHalfTheWidthEachSide() {
        let outline = horizontal.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(outline.contains(CGPoint(x: 50, y: 4.9)) && outline.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 5.1)) && !outline.contains(CGPoint(x: 50, y: -5.1)))
        // Butt ends stop at the path's ends.
        #expect(!outline.contains(CGPoint(x: -0.5, y: 0)) && !outline.contains(CGPoint(x: 100.5, y: 0)))
    }

    @Test func capsReachPastOpenEnds() {
        let square = horizontal.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(square.contains(CGPoint(x: -4.9, y: 4.9)) && square.contains(CGPoint(x: 104.9, y: -4.9)))
        #expect(!square.contains(CGPoint(x: -5.1, y: 0)) && !square.contains(CGPoint(x: 105.1, y: 0)))
        let round = horizontal.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(round.contains(CGPoint(x: -4.8, y: 0)) && round.contains(CGPoint(x: 104.8, y: 0)))
        // The square cap's corner is outside the round cap's half circle (√32 > 5).
        #expect(!round.contains(CGPoint(x: -4, y: 4)))
    }

    @Test func cornersAreJoinedAsTheStyleSays() {
        let corner = line(CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50))
        let outer = CGPoint(x: 54, y: -4)  // inside the mitre's square corner, past the bevel's cut
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter)).contains(outer))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).contains(outer))
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).contains(CGPoint(x: 52, y: -2)))
        let round = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(round.contains(CGPoint(x: 53.4, y: -3.4)) && !round.contains(outer))
    }

    @Test func aSharpMitrePastTheLimitIsBeveled() {
        // A turn of about 160°: the mitre is 1 / sin(10°) ≈ 5.76 line widths long.
        let spike = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 36))
        let tip = CGPoint(x: 118, y: -3.5)  // the mitre reaches x ≈ 122.9 on the upper edge
        #expect(spike.strokedPath(StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 10)).contains(tip))
        #expect(!spike.strokedPath(StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 4)).contains(tip))
    }

    @Test func dashesLeaveTheirGapsEmpty() {
        let dashed = horizontal.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)) && dashed.contains(CGPoint(x: 20, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 12.5, y: 0)) && !dashed.contains(CGPoint(x: 27.5, y: 0)))
        // A phase of 10 starts in the first gap.
        let shifted = horizontal.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 10))
        #expect(!shifted.contains(CGPoint(x: 2.5, y: 0)) && shifted.contains(CGPoint(x: 10, y: 0)))
    }

    @Test func aClosedSubpathHasNoCapsAndAHole() {
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(ring.contains(CGPoint(x: 20, y: 1)) && ring.contains(CGPoint(x: 39, y: 20)))
        #expect(!ring.contains(CGPoint(x: 20, y: 20)) && !ring.contains(CGPoint(x: 20, y: -2.5)))
        let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 2))
        // The closing corner at the start is mitred like the others.
        #expect(square.contains(CGPoint(x: -0.9, y: -0.9)) && square.contains(CGPoint(x: 20.9, y: 20.9)))
        #expect(!square.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func containsFollowsTheFillRule() {
        var nested = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        nested.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50)
        #expect(nested.contains(centre))
        #expect(!nested.contains(centre, eoFill: true))
        #expect(nested.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(!nested.contains(CGPoint(x: 110, y: 50)))
        // Inside the circle's bounds, outside the circle.
        #expect(!Path(ellipseIn: CGRect(x: 0, y: 0, width: 44, height: 44)).contains(CGPoint(x: 3, y: 3)))
    }
}
