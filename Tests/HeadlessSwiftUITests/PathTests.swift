import Foundation
import HeadlessSwiftUI
import Testing

@MainActor
struct PathTests {
    @Test func circleFitsTheShorterSide() {
        let bounds = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 60)).boundingRect
        #expect(abs(bounds.minX - 20) < 1e-9 && abs(bounds.width - 60) < 1e-9 && abs(bounds.height - 60) < 1e-9)
    }

    @Test func roundedRectangleClampsItsRadius() {
        let path = RoundedRectangle(cornerRadius: 500).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(abs(path.boundingRect.width - 40) < 1e-9)
        #expect(!path.isEmpty)
    }

    @Test func insetShapesStayInsideTheirFrame() {
        let bounds = Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        #expect(abs(bounds.minX - 5) < 1e-9 && abs(bounds.width - 90) < 1e-9)
    }

    @Test func trimmingHalfARectangleWalksHalfItsPerimeter() {
        // A 100 × 100 square from (0, 0) clockwise: half its 400 pt perimeter ends at (100, 100).
        let path = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        var last = CGPoint.zero
        path.forEach { if case let .line(to) = $0 { last = to } }
        #expect(abs(last.x - 100) < 1e-9 && abs(last.y - 100) < 1e-9)
        #expect(Rectangle().trim(from: 0.5, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(Rectangle().trim(from: .nan, to: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty == false)
    }

    @Test func arcQuarterEndsWhereItShould() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        var last = CGPoint.zero
        path.forEach { if case let .curve(to, _, _) = $0 { last = to } }
        #expect(abs(last.x) < 1e-9 && abs(last.y - 10) < 1e-9)
    }

    @Test func animationPresetsUseAppleConversions() {
        // `.bouncy(duration: 0.5)`: bounce 0.3 → ζ 0.7, k = (2π/0.5)², c = 2ζ√k.
        guard case let .spring(_, stiffness, damping, _) = Animation.bouncy.curve else {
            Issue.record()
            return
        }
        #expect(abs(stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(damping - 2 * 0.7 * 2 * .pi / 0.5) < 1e-9)
    }

    /// A circle is the largest centred in its frame (Apple: `Circle`, "a circle centered on the frame
    /// of the view containing it"): in 100 × 40, 40 across from x 30.
    /// `offsetBy(dx:dy:)` moves every point by both amounts, one of them zero or not; insets of an
    /// inset shape add up (Apple: `InsettableShape.inset(by:)`).
    @Test func offsetsMoveAndInsetsAddUp() {
        let square = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(square.offsetBy(dx: 5, dy: 0).boundingRect == CGRect(x: 15, y: 20, width: 30, height: 40))
        #expect(square.offsetBy(dx: 0, dy: 7).boundingRect == CGRect(x: 10, y: 27, width: 30, height: 40))
        #expect(square.offsetBy(dx: -5, dy: 7).boundingRect == CGRect(x: 5, y: 27, width: 30, height: 40))
        let inset = Rectangle().inset(by: 5).inset(by: 3).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(inset.boundingRect == CGRect(x: 8, y: 8, width: 84, height: 84))
    }

    /// A corner radius larger than half the shorter side is clamped to it (SwiftUI draws a capsule):
    /// the path stays in its rect, as the capsule's does.
    @Test func anOversizedCornerRadiusMakesACapsule() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        for style in [RoundedCornerStyle.circular, .continuous] {
            let path = Path(roundedRect: rect, cornerRadius: 100, style: style)
            #expect(path.boundingRect == rect, "\(style)")
        }
    }

    @Test func aCircleIsCentredInAWideFrame() {
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 40)).boundingRect == CGRect(x: 30, y: 0, width: 40, height: 40))
    }
}

/// Continuous corners: UIKit's squircle-like corner, not a quarter circle.
struct ContinuousCornerTests {
    /// The area a path encloses, by the shoelace formula over its cubics sampled densely.
    static func area(_ path: Path) -> Double {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case let .move(to), let .line(to):
                points.append(to)
                current = to
            case let .curve(to, c1, c2):
                for i in 1...400 {
                    let t = Double(i) / 400
                    let u = 1 - t
                    points.append(
                        CGPoint(
                            x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x,
                            y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y))
                }
                current = to
            case let .quadCurve(to, _):
                points.append(to)
                current = to
            case .closeSubpath: break
            }
        }
        let twice = zip(points, points.dropFirst() + [points[0]]).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        return abs(twice) / 2
    }

    @Test func continuousCornersCutMoreThanCircularOnes() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let continuous = Self.area(Path(roundedRect: rect, cornerRadius: 20, style: .continuous))
        let circular = Self.area(Path(roundedRect: rect, cornerRadius: 20, style: .circular))
        // A quarter circle leaves r²(1 − π/4) = 85.84 pt² outside each corner; the continuous
        // corner, integrated independently from its published coefficients, 93.85 pt².
        // (The cubic quarter circle bulges by 0.027 % of the radius: 0.09 pt² a corner.)
        #expect(abs(circular - (10_000 - 4 * 400 * (1 - Double.pi / 4))) < 0.4)
        #expect(abs(continuous - (10_000 - 4 * 93.8513)) < 0.05)
    }

    @Test func theCornerLeavesTheEdgeAtOnePointFiveTimesTheRadius() {
        var first: CGPoint?
        var lineEnds: [CGPoint] = []
        Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .continuous).forEach { element in
            if case let .move(to) = element { first = to }
            if case let .line(to) = element { lineEnds.append(to) }
        }
        #expect(abs(first!.x - 15.28665) < 1e-9 && first!.y == 0)
        #expect(abs(lineEnds[0].x - (100 - 15.28665)) < 1e-9)
        #expect(abs(lineEnds[1].y - (60 - 15.28665)) < 1e-9)
    }

    @Test func aCornerTooLongForItsSideFallsBackToCircular() {
        // A 40 pt-tall capsule-like rectangle with 20 pt corners: 1.53 × 20 > 20, so circular.
        let rect = CGRect(x: 0, y: 0, width: 120, height: 40)
        #expect(
            Path(roundedRect: rect, cornerRadius: 20, style: .continuous) == Path(roundedRect: rect, cornerRadius: 20, style: .circular))
    }
}
