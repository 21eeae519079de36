import Foundation
import Testing

@testable import HeadlessSwiftUI

/// The path builders of Apple's `Path` that take many points or rects, a transform, or an arc
/// given by its tangents (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`).
struct PathBuildingTests {
    @Test func linesMoveToTheFirstPoint() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 40), CGPoint(x: 20, y: 10), CGPoint(x: 40, y: 25)])
        #expect(path.elements == [.move(to: CGPoint(x: 0, y: 40)), .line(to: CGPoint(x: 20, y: 10)), .line(to: CGPoint(x: 40, y: 25))])
        var empty = Path()
        empty.addLines([])
        #expect(empty.isEmpty)
    }

    @Test func transformsApplyToWhatIsAdded() {
        var path = Path()
        path.addRects(
            [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10)],
            transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(path.boundingRect == CGRect(x: 5, y: 7, width: 30, height: 10))
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 6), transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(ellipse.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 12))
        var added = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        added.addPath(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), transform: CGAffineTransform(translationX: 12, y: 0))
        #expect(added.boundingRect == CGRect(x: 0, y: 0, width: 16, height: 4))
    }

    /// A positive delta turns clockwise on screen: a quarter from +x ends straight below the centre.
    @Test func aRelativeArcSweepsItsDelta() throws {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(90))
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
        var back = Path()
        back.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(-90))
        let up = try #require(back.currentPoint)
        #expect(abs(up.x - 50) < 1e-9 && abs(up.y - 40) < 1e-9)
    }

    /// Right along the top, then down: a 10 pt corner starts 10 pt before the corner and ends
    /// 10 pt below it, its centre at (30, 10).
    @Test func aTangentArcRoundsTheCorner() throws {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: 40), radius: 10)
        #expect(path.elements[1] == .line(to: CGPoint(x: 30, y: 0)))
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 40) < 1e-9 && abs(end.y - 10) < 1e-9)
        // The arc bulges toward the corner, no further: its box is the corner's 10 pt square.
        let box = path.boundingRect
        #expect(abs(box.maxX - 40) < 1e-9 && abs(box.minY) < 1e-9)
        // The other way round (a left turn) ends 10 pt above the corner.
        var left = Path()
        left.move(to: .zero)
        left.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: -40), radius: 10)
        let up = try #require(left.currentPoint)
        #expect(abs(up.x - 40) < 1e-9 && abs(up.y + 10) < 1e-9)
    }

    @Test func aTangentArcWithoutACurrentPointMoves() {
        var path = Path()
        path.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: 40), radius: 10)
        #expect(path.elements == [.move(to: CGPoint(x: 40, y: 0))])
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 80, y: 0), radius: 10)
        #expect(straight.elements.last == .line(to: CGPoint(x: 40, y: 0)))
    }

    @Test func unevenCornersInAPath() {
        var path = Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 60, height: 40), cornerRadii: RectangleCornerRadii(topLeading: 12))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(path.elements.first != .move(to: .zero))
    }
}
