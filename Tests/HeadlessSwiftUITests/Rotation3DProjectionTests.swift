import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` about an axis that is not a coordinate
/// axis, of any length (Apple: "the axis of rotation"; only its direction counts), projected as
/// D38 describes: from `depth / perspective` away, `depth` the view's larger side, with no
/// foreshortening at a perspective of 0. The expectations are the geometry of a turned plane, not
/// the layer's matrix: a point on the axis stays where it is, and a point at a right angle to the
/// axis turns out of the plane, toward the viewer for a positive angle (the right-hand rule with z
/// toward the viewer, as the y-axis turn of `RuntimeMutationGapTests` sends its right edge away).
@MainActor
struct Rotation3DProjectionTests {
    /// The homography drawn for a 50 × 50 pt square turned `degrees` about `axis`, and its centre.
    func projection(
        degrees: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat), perspective: CGFloat = 1
    ) throws -> (matrix: [Double], center: CGPoint) {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50)
            .rotation3DEffect(.degrees(degrees), axis: axis, perspective: perspective)
        let item = try #require(ViewHost(view).displayList(on: .iPhone16).first { $0.frame.size == CGSize(width: 50, height: 50) })
        let matrix = try #require(item.groups.compactMap { if case let .projection(m) = $0.effect { m } else { nil } }.first)
        return (matrix, CGPoint(x: item.frame.midX, y: item.frame.midY))
    }

    /// Where the homography `m` draws the point `(dx, dy)` from `center`, from the centre.
    func drawn(_ m: [Double], _ center: CGPoint, _ dx: Double, _ dy: Double) -> (x: Double, y: Double) {
        let (x, y) = (Double(center.x) + dx, Double(center.y) + dy)
        let w = m[6] * x + m[7] * y + m[8]
        return ((m[0] * x + m[1] * y + m[2]) / w - Double(center.x), (m[3] * x + m[4] * y + m[5]) / w - Double(center.y))
    }

    /// About (3, 4, 0), five long, whose direction is (0.6, 0.8): the point (18, 24) from the
    /// centre is on the axis and stays; (−20, 15) is 25 pt from it at a right angle, so a turn of θ
    /// takes it to `cos θ · (−20, 15)` across and `25 sin θ` toward the viewer, drawn
    /// `1 / (1 − 25 sin θ / 50)` as large. A quarter turn sends it to the centre.
    @Test func aTurnAboutASlantedAxisKeepsTheAxisAndLiftsWhatIsAcrossIt() throws {
        let (m, center) = try projection(degrees: 60, axis: (x: 3, y: 4, z: 0))
        let onAxis = drawn(m, center, 18, 24)
        #expect(abs(onAxis.x - 18) < 1e-9 && abs(onAxis.y - 24) < 1e-9, "\(onAxis)")
        let (c, s) = (cos(Double.pi / 3), sin(Double.pi / 3))
        let scale = 1 / (1 - 25 * s / 50)
        let across = drawn(m, center, -20, 15)
        #expect(abs(across.x - -20 * c * scale) < 1e-9 && abs(across.y - 15 * c * scale) < 1e-9, "\(across)")
        let (quarter, quarterCenter) = try projection(degrees: 90, axis: (x: 3, y: 4, z: 0))
        let lifted = drawn(quarter, quarterCenter, -20, 15)
        #expect(abs(lifted.x) < 1e-9 && abs(lifted.y) < 1e-9, "\(lifted)")
    }

    /// With a perspective of 0 the turned plane is seen from infinitely far: no foreshortening.
    /// Turned 60° about y, a point 20 pt right and 10 down is drawn `20 cos 60°` = 10 right, 10 down.
    @Test func noPerspectiveDrawsTheTurnFlat() throws {
        let (m, center) = try projection(degrees: 60, axis: (x: 0, y: 1, z: 0), perspective: 0)
        let point = drawn(m, center, 20, 10)
        #expect(abs(point.x - 10) < 1e-9 && abs(point.y - 10) < 1e-9, "\(point)")
    }

    /// A perspective of 2 halves the distance the plane is seen from (D38: `depth / perspective`):
    /// turned 60° about y, the 50 pt square is seen from 25 pt, so the point 20 pt right and 10
    /// down recedes by `1 + 20 sin 60° / 25` and is drawn at `(20 cos 60°, 10)` divided by it.
    @Test func aLargerPerspectiveSeesThePlaneFromNearer() throws {
        let (m, center) = try projection(degrees: 60, axis: (x: 0, y: 1, z: 0), perspective: 2)
        let w = 1 + 20 * sin(Double.pi / 3) / 25
        let point = drawn(m, center, 20, 10)
        #expect(abs(point.x - 10 / w) < 1e-9 && abs(point.y - 10 / w) < 1e-9, "\(point)")
    }

    /// An axis toward the viewer of any length turns the view in its plane, clockwise on screen for
    /// a positive angle: a quarter turn about (0, 0, 2) takes the point 10 pt right of the centre
    /// to 10 pt below it.
    @Test func aLongAxisTowardTheViewerIsAPlaneTurn() throws {
        let (m, center) = try projection(degrees: 90, axis: (x: 0, y: 0, z: 2))
        let point = drawn(m, center, 10, 0)
        #expect(abs(point.x) < 1e-9 && abs(point.y - 10) < 1e-9, "\(point)")
    }
}
