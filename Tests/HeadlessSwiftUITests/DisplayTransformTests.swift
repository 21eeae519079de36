import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// The affine transforms a display item carries: a scale and a rotation about an anchor away
/// from the origin (the anchor stays where it is, as `scaleEffect(_:anchor:)` and
/// `rotationEffect(_:anchor:)` keep it), and composition, checked against applying one transform
/// after the other. Places an exhaustive mutation run of HeadlessRuntime found no test of
/// HeadlessSwiftUITests checking (docs/testing.md).
struct DisplayTransformTests {
    private func close(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }

    /// A scale of 4 by 3 about (10, 20) keeps (10, 20) and moves the origin to (−30, −40):
    /// every point's distance from the anchor is scaled. (A scale of 2 or 0 would not tell
    /// `anchor · (1 − s)` from `anchor / (1 − s)`: 1 − s is ±1.)
    @Test func aScaleKeepsItsAnchor() {
        let scale = DisplayTransform.scale(4, 3, about: CGPoint(x: 10, y: 20))
        #expect(close(scale.apply(CGPoint(x: 10, y: 20)), CGPoint(x: 10, y: 20)))
        #expect(close(scale.apply(.zero), CGPoint(x: -30, y: -40)))
        #expect(close(scale.apply(CGPoint(x: 11, y: 21)), CGPoint(x: 14, y: 23)))
    }

    /// A quarter turn clockwise on screen (y down) about (10, 20) keeps the anchor and takes the
    /// point 10 pt to its right to 10 pt below it.
    @Test func aRotationKeepsItsAnchor() {
        let turn = DisplayTransform.rotation(degrees: 90, about: CGPoint(x: 10, y: 20))
        #expect(close(turn.apply(CGPoint(x: 10, y: 20)), CGPoint(x: 10, y: 20)))
        #expect(close(turn.apply(CGPoint(x: 20, y: 20)), CGPoint(x: 10, y: 30)))
    }

    /// `outer.concatenating(inner)` is `inner` then `outer`, for transforms with every coefficient
    /// in play (a turn of 30° about (10, 20), a scale of 2 by 3 about (5, 7), a translation, and a
    /// second turn, so that both sides of a product have a skew term).
    @Test func concatenatingAppliesTheInnerTransformFirst() {
        let turn = DisplayTransform.rotation(degrees: 30, about: CGPoint(x: 10, y: 20))
        let other = DisplayTransform.rotation(degrees: -50, about: CGPoint(x: -3, y: 8))
        let scale = DisplayTransform.scale(2, 3, about: CGPoint(x: 5, y: 7))
        let move = DisplayTransform.translation(4, -6)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 13, y: -8), CGPoint(x: -21, y: 34)] {
            #expect(close(turn.concatenating(scale).apply(point), turn.apply(scale.apply(point))), "\(point)")
            #expect(close(scale.concatenating(turn).apply(point), scale.apply(turn.apply(point))), "\(point)")
            #expect(close(move.concatenating(turn).apply(point), move.apply(turn.apply(point))), "\(point)")
            #expect(close(turn.concatenating(other).apply(point), turn.apply(other.apply(point))), "\(point)")
        }
    }

    /// A 40 × 20 rectangle at (0, 0) turned a quarter about its centre (20, 10) stands 20 wide and
    /// 40 tall about the same centre.
    @Test func theBoundingBoxOfATurnedRectangle() {
        let box = DisplayTransform.rotation(degrees: 90, about: CGPoint(x: 20, y: 10))
            .boundingBox(of: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.minY + 10) < 1e-9)
        #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 40) < 1e-9)
    }
}
