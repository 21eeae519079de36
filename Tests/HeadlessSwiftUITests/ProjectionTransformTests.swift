import CoreFoundation
import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `ProjectionTransform.isAffine` (Apple: "a Boolean value that indicates whether the transform is
/// affine"): its third column is (0, 0, 1). Any one perspective entry makes it a projection.
struct ProjectionAffinityTests {
    @Test func eachPerspectiveEntryAloneMakesAProjection() {
        #expect(ProjectionTransform().isAffine)
        #expect(ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 7)).isAffine)
        for entry in [\ProjectionTransform.m13, \.m23] {
            var transform = ProjectionTransform()
            transform[keyPath: entry] = 0.01
            #expect(!transform.isAffine)
        }
        var scaled = ProjectionTransform()
        scaled.m33 = 2
        #expect(!scaled.isAffine)
    }
}

/// `ProjectionTransform.invert()` and `inverted()` (Apple: "inverts the transform; returns false if
/// it cannot be inverted"): a transform followed by its inverse is the identity, for a projection
/// with every entry in play; a singular one is left as it was.
struct ProjectionInversionTests {
    func general() -> ProjectionTransform {
        var transform = ProjectionTransform()
        (transform.m11, transform.m12, transform.m13) = (2, 1, 0.5)
        (transform.m21, transform.m22, transform.m23) = (0.3, 3, 0.1)
        (transform.m31, transform.m32, transform.m33) = (4, 5, 1.5)
        return transform
    }

    @Test func aTransformThenItsInverseIsTheIdentity() {
        let transform = general()
        for product in [transform.concatenating(transform.inverted()), transform.inverted().concatenating(transform)] {
            let entries = [
                product.m11, product.m12, product.m13, product.m21, product.m22, product.m23, product.m31, product.m32, product.m33,
            ]
            for (index, (entry, identity)) in zip(entries, [1.0, 0, 0, 0, 1, 0, 0, 0, 1]).enumerated() {
                #expect(abs(entry - identity) < 1e-12, "entry \(index): \(entry)")
            }
        }
    }

    @Test func aSingularTransformIsLeftAsItWas() {
        var flat = ProjectionTransform(CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3))
        let before = flat
        #expect(flat.invert() == false)
        #expect(flat == before)
        var general = general()
        #expect(general.invert() == true)
        #expect(general != self.general())
    }
}

/// `scaleEffect(x:y:anchor:)` scales about its anchor (Apple: "the point with a default of center
/// that defines the location for the scaling"): about `.bottomTrailing` that corner stays put and the
/// top leading corner moves out by the scale.
@MainActor
struct ScaleAnchorTests {
    @Test func theAnchorCornerStaysWhereItIs() throws {
        let host = ViewHost(Color.red.frame(width: 40, height: 20).scaleEffect(x: 2, y: 3, anchor: .bottomTrailing))
        let item = try #require(host.displayList(on: .iPhone16).first)
        let corner = item.transform.apply(CGPoint(x: item.frame.maxX, y: item.frame.maxY))
        #expect(corner == CGPoint(x: item.frame.maxX, y: item.frame.maxY))
        let origin = item.transform.apply(item.frame.origin)
        #expect(abs(origin.x - (item.frame.maxX - 80)) < 1e-9)
        #expect(abs(origin.y - (item.frame.maxY - 60)) < 1e-9)
    }
}
