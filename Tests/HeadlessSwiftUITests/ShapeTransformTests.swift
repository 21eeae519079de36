import Foundation
import HeadlessSwiftUI
import Testing

/// Shapes transformed within their frame (Apple: `Shape.offset(_:)`, `rotation(_:anchor:)`,
/// `scale(x:y:anchor:)`, `transform(_:)`, `AnyShape`), and `Path.applying(_:)`.
struct ShapeTransformTests {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 20)

    @Test func offsetRotationAndScaleMoveTheOutline() {
        #expect(Rectangle().offset(x: 5, y: -3).path(in: frame).boundingRect == CGRect(x: 5, y: -3, width: 40, height: 20))
        // A quarter turn about the centre (20, 10): 40 × 20 becomes 20 × 40 around the same centre.
        let turned = Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect
        #expect(
            abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9 && abs(turned.midX - 20) < 1e-9 && abs(turned.midY - 10) < 1e-9)
        // Halved about the top-leading corner.
        let scaled = Rectangle().scale(0.5, anchor: .topLeading).path(in: frame).boundingRect
        #expect(scaled == CGRect(x: 0, y: 0, width: 20, height: 10))
        // Non-uniformly about an anchor off the origin, (10, 15): it stays put while x doubles
        // and y halves around it.
        let anchored = Rectangle().scale(x: 2, y: 0.5, anchor: UnitPoint(x: 0.25, y: 0.75)).path(in: frame).boundingRect
        #expect(anchored == CGRect(x: -10, y: 7.5, width: 80, height: 10), "\(anchored)")
        let sheared = Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)).path(in: frame).boundingRect
        #expect(sheared.width == 60 && sheared.height == 20)
    }

    @Test(arguments: [true, false])
    func anyShapeDrawsWhatItWraps(round: Bool) {
        let chosen = round ? AnyShape(Circle()) : AnyShape(Rectangle())
        if round {
            #expect(chosen.path(in: frame).boundingRect == Circle().path(in: frame).boundingRect)
            #expect(chosen.sizeThatFits(ProposedViewSize(width: 40, height: 20)) == CGSize(width: 20, height: 20))
        } else {
            #expect(chosen.path(in: frame).boundingRect == frame)
        }
    }
}
