import CoreFoundation
import Foundation
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
