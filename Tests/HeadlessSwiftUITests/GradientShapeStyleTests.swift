import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// The gradients as shape-style members (Apple: `ShapeStyle.linearGradient(colors:startPoint:endPoint:)`
/// and relatives) draw what the gradient types draw, and `EllipticalGradient` stretches its unit
/// square to the frame ("stretches that square to fill its bounding rect").
@MainActor
struct GradientShapeStyleTests {
    func paint(_ style: some ShapeStyle, width: CGFloat = 200, height: CGFloat = 100) throws -> (DisplayPaint, CGRect) {
        let items = ViewHost(Rectangle().fill(style).frame(width: width, height: height)).displayList(on: .iPhone16)
        let item = try #require(items.first { if case .shape = $0.content { true } else { false } })
        guard case let .shape(_, paint, _) = item.content else { throw CancellationError() }
        return (paint, item.frame)
    }

    @Test func membersDrawAsTheirTypes() throws {
        let colors: [Color] = [.red, .blue]
        #expect(
            try paint(.linearGradient(colors: colors, startPoint: .top, endPoint: .bottom)).0
                == paint(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)).0)
        #expect(
            try paint(.radialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 40)).0
                == paint(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 40)).0)
        #expect(
            try paint(.angularGradient(colors: colors, center: .center, startAngle: .degrees(90), endAngle: .degrees(180))).0
                == paint(AngularGradient(colors: colors, center: .center, startAngle: .degrees(90), endAngle: .degrees(180))).0)
    }

    /// A conic gradient is a full turn from its angle.
    @Test func aConicGradientTurnsOnce() throws {
        let (drawn, frame) = try paint(.conicGradient(colors: [.red, .blue], center: .topLeading, angle: .degrees(30)))
        guard case let .angularGradient(stops, center, start, end) = drawn else {
            Issue.record("not angular: \(drawn)")
            return
        }
        #expect(stops.count == 2)
        #expect(center == frame.origin)
        #expect(abs(start - 30) < 1e-9 && abs(end - 390) < 1e-9, "\(start)…\(end)")
    }

    @Test func anEllipseStretchesToTheFrame() throws {
        let (drawn, frame) = try paint(.ellipticalGradient(colors: [.white, .blue], endRadiusFraction: 0.5), width: 200, height: 100)
        guard case let .ellipticalGradient(_, center, startRadius, endRadius) = drawn else {
            Issue.record("not elliptical: \(drawn)")
            return
        }
        #expect(center == CGPoint(x: frame.midX, y: frame.midY))
        #expect(startRadius == .zero)
        #expect(endRadius == CGSize(width: 100, height: 50))
        let off = try paint(
            EllipticalGradient(colors: [.white, .blue], center: .leading, startRadiusFraction: 0.1, endRadiusFraction: 0.4))
        guard case let .ellipticalGradient(_, center, startRadius, endRadius) = off.0 else {
            Issue.record("not elliptical: \(off.0)")
            return
        }
        #expect(center == CGPoint(x: off.1.minX, y: off.1.midY))
        #expect(startRadius == CGSize(width: 20, height: 10))
        #expect(endRadius == CGSize(width: 80, height: 40))
    }

    /// A color's gradient placed as a gradient draws the color (D234); a gradient's stops draw.
    @Test func anyGradientMembers() throws {
        #expect(try paint(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom)).0 == paint(Color.red).0)
        let stops = Gradient(colors: [.red, .green])
        #expect(
            try paint(.radialGradient(AnyGradient(stops), endRadius: 30)).0
                == paint(RadialGradient(gradient: stops, center: .center, startRadius: 0, endRadius: 30)).0)
    }
}
