import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

/// A `GeometryEffect` of an adopter's own, applied with `modifier(_:)`, moves its view where it is
/// drawn and where it is tapped, and animates through its `animatableData` (Apple:
/// `GeometryEffect`, "The only change the effect makes to the view's ancestors and descendants is
/// to change the coordinate transform to and from them"; `effectValue(size:)` is in the view's own
/// coordinates). `Shake` and `Keystone` are in the corpus, which also compiles against Apple's SDK.
@MainActor
struct GeometryEffectTests {
    /// The blue square's frame on screen at `time` (its transform applied to its laid-out frame).
    func square(_ host: ViewHost, at time: TimeInterval = 0) throws -> CGRect {
        let item = try #require(
            host.displayList(on: .iPhone16, at: time).first {
                if case .shape(_, .color(0, 0, 1, 1), _) = $0.content { true } else { false }
            })
        return item.transform.boundingBox(of: item.frame)
    }

    @Test func customEffectMovesDrawingAndTapTargetAlike() throws {
        let host = ViewHost(ShakeProbe(initial: 0.25))
        let unmoved = try square(ViewHost(ShakeProbe(initial: 0)))
        // phase 0.25: 30 × sin(π/2) = 30 pt right, and half the view's height up (size-dependent).
        let moved = try square(host)
        #expect(abs(moved.minX - unmoved.minX - 30) < 1e-9)
        #expect(abs(moved.minY - unmoved.minY + 50) < 1e-9)
        let targets = host.tapTargets(in: host.layout(on: .iPhone16))
        let target = try #require(targets.first { $0.label != "Shake" }, "\(targets)")
        #expect(abs(target.frame.minX - moved.minX) < 1e-9 && abs(target.frame.minY - moved.minY) < 1e-9)
    }

    @Test func customEffectAnimatesItsAnimatableData() throws {
        let host = ViewHost(ShakeProbe(initial: 0))
        let start = try square(host)
        try host.tap("Shake")
        // linear(duration: 1) from phase 0 to 0.25: at 0.5 s the phase is 0.125, so x moves by
        // 30 × sin(π/4) = 21.21 pt (a jump to the end would give 30); at 1 s, 30.
        #expect(abs(try square(host, at: 0.5).minX - start.minX - 30 * sin(Double.pi / 4)) < 1e-6)
        #expect(abs(try square(host, at: 1).minX - start.minX - 30) < 1e-6)
    }

    @Test func perspectiveEffectIsDrawnAsAProjection() throws {
        let host = ViewHost(Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 100, height: 100).modifier(Keystone()))
        let item = try #require(host.displayList(on: .iPhone16).first)
        let h = try #require(item.groups.compactMap { if case let .projection(matrix) = $0.effect { matrix } else { nil } }.first)
        // m13 = 0.002 (row convention) is H[2][0] in the column-vector matrix. About the frame's
        // origin, which stays put; its far corner (x + 100) is divided by w = 1 + 0.002 × 100 = 1.2.
        func project(_ x: Double, _ y: Double) -> (Double, Double) {
            let w = h[6] * x + h[7] * y + h[8]
            return ((h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w)
        }
        let (x0, y0) = (Double(item.frame.minX), Double(item.frame.minY))
        let origin = project(x0, y0)
        #expect(abs(origin.0 - x0) < 1e-9 && abs(origin.1 - y0) < 1e-9)
        let corner = project(x0 + 100, y0)
        #expect(abs(corner.0 - (x0 + 100 / 1.2)) < 1e-9 && abs(corner.1 - y0) < 1e-9)
    }

    @Test func projectionTransformAlgebra() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: -4))
        let double = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Row convention: translate first, then scale, so the translation doubles too.
        let both = move.concatenating(double)
        #expect(both.m31 == 20 && both.m32 == -8 && both.m11 == 2 && both.isAffine)
        #expect(both.concatenating(both.inverted()).isIdentity)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertible = singular.invert()
        #expect(!invertible && singular.m11 == 0)
        let rotated = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
    }
}

/// A blue 100 pt square button under `Shake`, and a button that animates its phase to 0.25.
@MainActor
private struct ShakeProbe: View {
    @State private var phase: CGFloat

    init(initial: CGFloat) { _phase = State(initialValue: initial) }

    var body: some View {
        VStack {
            Button {
            } label: {
                Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 100, height: 100)
            }
            .accessibilityLabel("Square")
            .modifier(Shake(phase: phase))
            Button("Shake") { withAnimation(.linear(duration: 1)) { phase = 0.25 } }
        }
    }
}
