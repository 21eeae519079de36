import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Built-in effects and shapes interpolate their `animatableData` under an animation, as SwiftUI's
/// do (Apple: `Animatable`; the blur, shadow and rounded-rectangle types each expose their radius,
/// offset or corner size as animatable data). On main a blur radius jumped to its final value at
/// t = 0 while an opacity beside it moved.
@MainActor
struct EffectAnimationTests {
    /// The first group of each kind around the probe's blue square at `time`.
    func groups(_ host: ViewHost, at time: TimeInterval) -> [DisplayGroup.Effect] {
        host.displayList(on: .iPhone16, at: time).first { if case .shape(_, .color(0, 0, 1, 1), _) = $0.content { true } else { false } }?
            .groups.map(\.effect) ?? []
    }

    @Test func blurRadiusAnimates() throws {
        let host = ViewHost(EffectProbe())
        try host.tap("Go")
        func radius(at time: TimeInterval) -> CGFloat? {
            groups(host, at: time).compactMap { if case let .blur(radius, _) = $0 { radius } else { nil } }.first
        }
        // linear(duration: 1) from 0 to 20: 10 at 0.5 s, 5 at 0.25 s; none drawn at 0, 20 at the end.
        #expect(abs((radius(at: 0.5) ?? -1) - 10) < 1e-9)
        #expect(abs((radius(at: 0.25) ?? -1) - 5) < 1e-9)
        #expect(radius(at: 0) == nil)
        #expect(radius(at: 1) == 20)
    }

    @Test func shadowRadiusAndOffsetAnimate() throws {
        let host = ViewHost(EffectProbe())
        try host.tap("Go")
        func shadow(at time: TimeInterval) -> (CGFloat, CGSize)? {
            groups(host, at: time).compactMap { if case let .shadow(_, radius, offset) = $0 { (radius, offset) } else { nil } }.first
        }
        // radius 2 → 10 and y 0 → 8, linearly: 6 and 4 at 0.5 s.
        let midway = try #require(shadow(at: 0.5))
        #expect(abs(midway.0 - 6) < 1e-9 && abs(midway.1.height - 4) < 1e-9 && midway.1.width == 0)
        #expect(shadow(at: 2).map { $0.0 == 10 && $0.1.height == 8 } == true)
    }

    @Test func roundedRectangleCornersAnimate() throws {
        let host = ViewHost(EffectProbe())
        try host.tap("Go")
        // The square's circular corner radius runs 0 → 40 over 1 s: at 0.5 s its path's first point is 20 pt
        // right of the frame's leading edge, where the straight top edge starts.
        func topEdgeStart(at time: TimeInterval) -> CGFloat? {
            host.displayList(on: .iPhone16, at: time).compactMap { item -> CGFloat? in
                guard case let .shape(path, .color(0, 0, 1, 1), _) = item.content else { return nil }
                var first: CGPoint?
                path.forEach { element in
                    if first == nil, case let .move(to: point) = element { first = point }
                }
                return first.map { $0.x - path.boundingRect.minX }
            }.first
        }
        #expect(abs((topEdgeStart(at: 0.5) ?? -1) - 20) < 0.5)
        #expect(abs((topEdgeStart(at: 0) ?? -1) - 0) < 0.5)
        #expect(abs((topEdgeStart(at: 1) ?? -1) - 40) < 0.5)
    }
}

/// A blue 100 pt square whose blur, shadow and corner radius change on one linear 1 s animation.
@MainActor
private struct EffectProbe: View {
    @State private var on = false

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: on ? 40 : 0, style: .circular)
                .fill(Color(red: 0, green: 0, blue: 1))
                .frame(width: 100, height: 100)
                .shadow(color: .black, radius: on ? 10 : 2, x: 0, y: on ? 8 : 0)
                .blur(radius: on ? 20 : 0)
            Button("Go") { withAnimation(.linear(duration: 1)) { on = true } }
        }
    }
}
