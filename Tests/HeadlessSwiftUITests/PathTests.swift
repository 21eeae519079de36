import Foundation
@_spi(Runtime) import HeadlessSwiftUI
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
        guard case let .spring(_, stiffness, damping, _) = Animation.bouncy.curve else { Issue.record(); return }
        #expect(abs(stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(damping - 2 * 0.7 * 2 * .pi / 0.5) < 1e-9)
    }
}
