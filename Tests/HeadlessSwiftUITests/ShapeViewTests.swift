import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// iOS 17's shape views: a fill and a stroke of one shape, each drawn in front of the one before
/// (Apple's `FillShapeView`, `StrokeShapeView`, `StrokeBorderShapeView` keep the earlier drawing
/// as their background), and a stroke as a shape (`_StrokedShape`) that can be filled.
@MainActor
struct ShapeViewTests {
    /// The shape items drawn: whether each is a stroke, its width, its paint, its bounds.
    func shapes<V: View>(_ view: V) -> [(stroke: CGFloat?, paint: DisplayPaint, bounds: CGRect)] {
        ViewHost(view.frame(width: 100, height: 60)).displayList(on: .iPhone16).compactMap { item in
            if case let .shape(path, paint, stroke) = item.content { (stroke?.lineWidth, paint, path.boundingRect) } else { nil }
        }
    }

    let red = DisplayPaint.color(red: 1, green: 0, blue: 0, opacity: 1)
    let blue = DisplayPaint.color(red: 0, green: 0, blue: 1, opacity: 1)

    @Test func aStrokeFollowsAFillInFront() {
        let drawn = shapes(Capsule().fill(Color(red: 1, green: 0, blue: 0)).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 4))
        #expect(drawn.map(\.stroke) == [nil, 4])
        #expect(drawn.map(\.paint) == [red, blue])
        #expect(drawn[0].bounds == drawn[1].bounds)
    }

    @Test func aFillFollowsAStrokeInFront() {
        let drawn = shapes(Circle().stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 6).fill(Color(red: 1, green: 0, blue: 0)))
        #expect(drawn.map(\.stroke) == [6, nil])
        #expect(drawn.map(\.paint) == [blue, red])
    }

    @Test func aStrokeBorderAfterAFillIsInsetByHalfItsWidth() throws {
        let drawn = shapes(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).strokeBorder(Color(red: 0, green: 0, blue: 1), lineWidth: 8))
        #expect(drawn.map(\.stroke) == [nil, 8])
        let (fill, border) = (drawn[0].bounds, drawn[1].bounds)
        #expect(border == fill.insetBy(dx: 4, dy: 4))
    }

    @Test func aStrokeAsAShapeIsDrawnAsTheStrokeInTheFillsStyle() {
        let drawn = shapes(Circle().stroke(lineWidth: 4).fill(Color(red: 1, green: 0, blue: 0)))
        #expect(drawn.map(\.stroke) == [4])
        #expect(drawn.map(\.paint) == [red])
        // The circle itself, 60 pt across in the 100 × 60 frame, not the outline's outline.
        #expect(drawn[0].bounds.width == 60)
    }

    @Test func theForegroundStyleIsTheDefault() {
        let drawn = shapes(Circle().fill().strokeBorder(lineWidth: 2).foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        #expect(drawn.map(\.paint) == [blue, blue])
        #expect(drawn.map(\.stroke) == [nil, 2])
    }

    @Test func theStrokedShapesPathIsTheOutline() {
        let ring = Circle().stroke(lineWidth: 4).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(ring.contains(CGPoint(x: 20, y: 1)) && !ring.contains(CGPoint(x: 20, y: 20)))
    }

    @Test func theTypesAreApples() {
        let filled: _ShapeView<Circle, Color> = Circle().fill(.red)
        let ringed: StrokeShapeView<Circle, Color, _ShapeView<Circle, Color>> = filled.stroke(.blue)
        let bordered: StrokeBorderShapeView<Circle, Color, EmptyView> = Circle().strokeBorder(.green)
        #expect(ringed.strokeStyle.lineWidth == 1 && ringed.background.style == .red)
        #expect(bordered.isAntialiased && bordered.strokeStyle.lineWidth == 1)
    }

    @Test func aStrokeStyleAnimatesItsWidthMitreAndPhase() {
        var style = StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 3)
        #expect(style.animatableData == AnimatablePair(2, AnimatablePair(4, 3)))
        style.animatableData = AnimatablePair(5, AnimatablePair(6, 7))
        #expect(style.lineWidth == 5 && style.miterLimit == 6 && style.dashPhase == 7)
    }
}
