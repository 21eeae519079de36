import Foundation
import SwiftUI
import Testing

/// `Path.trimmedPath(from:to:)` (Apple: "returns a partial copy of the path … between two fractions
/// of its length"): the whole length is the path itself; a piece from a quarter to three quarters
/// of an L of two 100 pt legs starts 50 pt along the first leg and ends 50 pt along the second,
/// through the corner; an empty range, or a path of no length, trims to nothing. `FillStyle`'s
/// defaults are non-zero winding and antialiasing (`init(eoFill: Bool = false, antialiased: Bool = true)`).
struct PathTrimTests {
    /// Down 100 pt from the origin, then right 100 pt.
    func ell() -> Path {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 100, y: 100))
        return path
    }

    @Test func theWholeLengthIsThePathItself() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(circle.trimmedPath(from: 0, to: 0.5) != circle)
    }

    @Test func theMiddleHalfRunsThroughTheCorner() {
        let middle = ell().trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.boundingRect == CGRect(x: 0, y: 50, width: 50, height: 50))
        var points: [CGPoint] = []
        middle.forEach { element in
            switch element {
            case let .move(to: point), let .line(to: point): points.append(point)
            default: break
            }
        }
        #expect(points == [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 100), CGPoint(x: 50, y: 100)])
    }

    /// A cubic curve lifted off both axes, symmetric about x 60: half its length ends at its apex,
    /// (60, 0.125 × 20 + 0.375 × 120 + 0.375 × 120 + 0.125 × 20) = (60, 95).
    @Test func halfACubicEndsAtItsApex() throws {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 20))
        path.addCurve(to: CGPoint(x: 110, y: 20), control1: CGPoint(x: 10, y: 120), control2: CGPoint(x: 110, y: 120))
        let apex = try #require(path.trimmedPath(from: 0, to: 0.5).currentPoint)
        #expect(abs(apex.x - 60) < 0.5 && abs(apex.y - 95) < 0.5, "\(apex)")
    }

    @Test func nothingIsLeftOfAnEmptyRangeOrALengthlessPath() {
        #expect(ell().trimmedPath(from: 0.3, to: 0.3).isEmpty)
        #expect(ell().trimmedPath(from: 0.6, to: 0.2).isEmpty)
        var dot = Path()
        dot.move(to: CGPoint(x: 5, y: 5))
        dot.addLine(to: CGPoint(x: 5, y: 5))
        #expect(dot.trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test func aFillIsNonZeroAndAntialiasedByDefault() {
        #expect(FillStyle().isEOFilled == false)
        #expect(FillStyle().isAntialiased == true)
    }
}
