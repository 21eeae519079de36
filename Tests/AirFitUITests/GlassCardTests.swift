import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// GlassCard's behaviour, read off the headless runtime.
@MainActor
struct GlassCardTests {
    static func card() -> some View {
        GlassCard { Text("Steps") }
    }

    func material(_ host: ViewHost, at time: TimeInterval) -> DisplayItem? {
        host.displayList(on: .iPhone16, at: time).first { if case .shape(_, .material, nil) = $0.content { true } else { false } }
    }

    @Test func springsInFromNinetySixPercentWithoutBouncing() throws {
        let host = ViewHost(Self.card())
        let start = try #require(material(host, at: 0))
        #expect(start.opacity == 0 && abs(start.scale.width - PastelGlass.entranceScale) < 1e-9)
        // .smooth(duration: 0.35) is critically damped: the scale rises monotonically to 1, never past it.
        let scales = stride(from: 0.0, through: 1.5, by: 0.05).compactMap { material(host, at: $0)?.scale.width }
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        #expect(scales.allSatisfy { $0 <= 1 + 1e-9 })
        #expect(abs((material(host, at: 1.5)?.scale.width ?? 0) - 1) < 1e-4)
    }

    @Test func drawsTheTokensSurface() throws {
        let host = ViewHost(Self.card())
        let items = host.displayList(on: .iPhone16, at: 2)
        let surface = try #require(material(host, at: 2))
        #expect(
            surface.content
                == .shape(
                    Path(roundedRect: surface.frame, cornerRadius: 20, style: .continuous), paint: .material(thickness: 0), stroke: nil))
        #expect(
            surface.groups.map(\.effect) == [
                .shadow(.color(red: 0, green: 0, blue: 0, opacity: 0.06), radius: 10, offset: CGSize(width: 0, height: 4))
            ])
        let stroke = try #require(items.first { if case .shape(_, _, .some) = $0.content { true } else { false } })
        let edge: (DisplayPaint, StrokeStyle)? = if case let .shape(_, paint, style?) = stroke.content { (paint, style) } else { nil }
        let (paint, style) = try #require(edge)
        #expect(paint == .color(red: 1, green: 1, blue: 1, opacity: 0.3) && style.lineWidth == 1)
        // The card spans the screen's width less the padding it is given, content padded 16 pt.
        let text = try #require(host.frames(ofText: "Steps", in: host.layout(on: .iPhone16)).first)
        #expect(abs(text.minX - (surface.frame.minX + 16)) < 1e-9)
    }

    @Test func reduceMotionFadesWithoutMoving() throws {
        var environment = EnvironmentValues()
        environment._accessibilityReduceMotion = true
        let host = ViewHost(Self.card(), environment: environment)
        let samples = stride(from: 0.0, through: 0.2, by: 0.02).compactMap { material(host, at: $0) }
        #expect(samples.allSatisfy { $0.scale.width == 1 && $0.offset == .zero })
        // A 0.12 s linear fade: half opaque at 0.06 s.
        #expect(abs((material(host, at: 0.06)?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(material(host, at: 0.12)?.opacity == 1)
    }

    @Test func reduceTransparencyMakesTheSurfaceOpaque() throws {
        var environment = EnvironmentValues()
        environment._accessibilityReduceTransparency = true
        let host = ViewHost(Self.card(), environment: environment)
        #expect(material(host, at: 1) == nil)
        let fill = host.displayList(on: .iPhone16, at: 1).first {
            if case .shape(_, .color(_, _, _, 1), nil) = $0.content { true } else { false }
        }
        // secondarySystemBackground, light: #F2F2F7.
        guard case let .shape(_, .color(red, green, blue, _), nil)? = fill?.content else {
            Issue.record("no opaque surface")
            return
        }
        #expect(abs(red - 0xF2 / 255.0) < 1e-9 && abs(green - 0xF2 / 255.0) < 1e-9 && abs(blue - 0xF7 / 255.0) < 1e-9)
    }

    /// The card a view draws first: its fill (material or color).
    func cardFill(_ view: some View) throws -> DisplayPaint {
        let items = ViewHost(view).displayList(on: .iPhone16, at: 2)
        let fill = try #require(items.first { if case .shape(_, _, nil) = $0.content { true } else { false } })
        let paint: DisplayPaint? = if case let .shape(_, paint, nil) = fill.content { paint } else { nil }
        return try #require(paint)
    }

    /// A theme set high up reaches a card through a stack and a scroll view (as any SwiftUI
    /// environment value does), and the nearer `.theme(_:)` wins over the farther one.
    @Test func theThemeTravelsThroughTheEnvironment() throws {
        let athletic = AthleticCard.background.resolved(in: .light)
        let athleticFill = DisplayPaint.color(red: athletic.red, green: athletic.green, blue: athletic.blue, opacity: athletic.alpha)
        let glassFill = DisplayPaint.material(thickness: MaterialToken.allCases.firstIndex(of: PastelGlass.material)!)
        #expect(try cardFill(Self.card()) == glassFill)
        #expect(try cardFill(VStack { ScrollView { Self.card() } }.theme(.athletic)) == athleticFill)
        #expect(try cardFill(VStack { Self.card().theme(.pastel) }.theme(.athletic)) == glassFill)
    }
}
