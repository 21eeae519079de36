import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// MicRippleView, FlareButton and ParallaxContainer, driven as a person would.
@MainActor
struct InteractionComponentTests {
    func ripple(_ host: ViewHost, at time: TimeInterval) -> DisplayItem? {
        host.displayList(on: .iPhone16, at: time).first { if case .shape(_, .color(1, 1, 1, _), nil) = $0.content { true } else { false } }
    }

    @Test func theRippleReallyAnimates() throws {
        let host = ViewHost(MicRippleView())
        // easeOut(1.5) repeating from 0.2 to 1.6: 0.378138 of the way at a quarter (0.375 s), again a period later.
        let quarter = try #require(ripple(host, at: 0.375))
        #expect(abs(quarter.scale.width - (0.2 + 1.4 * 0.378138)) < 1e-5)
        #expect(abs(quarter.opacity - (1 - 0.378138)) < 1e-5)
        #expect(abs((ripple(host, at: 1.875)?.scale.width ?? 0) - quarter.scale.width) < 1e-9)
        let scales = stride(from: 0.0, to: 1.5, by: 0.1).compactMap { ripple(host, at: $0)?.scale.width }
        #expect(Set(scales.map { ($0 * 1000).rounded() }).count == scales.count)
        #expect(host.accessibilityElements.map(\.description) == ["Microphone, button"])
    }

    @Test func reduceMotionDropsTheRipple() {
        var environment = EnvironmentValues()
        environment._accessibilityReduceMotion = true
        let host = ViewHost(MicRippleView(), environment: environment)
        #expect(ripple(host, at: 0.5) == nil)
        #expect(
            host.displayList(on: .iPhone16, at: 0.5).contains {
                if case .symbol("mic.fill", _, _, _, _) = $0.content { true } else { false }
            })
    }

    @Test func theFlareShowsWhilePressedAndTheHapticFiresOncePerTap() throws {
        var count = 0
        let host = ViewHost(FlareButton("Get Started") { count += 1 })
        func flare(at time: TimeInterval) -> Double? {
            host.displayList(on: .iPhone16, at: time).first { if case .fill(.radialGradient) = $0.content { true } else { false } }?.opacity
        }
        #expect(flare(at: 0) == 0)
        try host.press("Get Started")
        #expect(flare(at: 1) == 1)
        host.advance(to: 1)
        try host.release("Get Started")
        #expect(flare(at: 2) == 0)
        #expect(count == 1)
        try host.tap("Get Started")
        #expect(count == 2)
        // One rigid impact per completed tap, none for the press itself.
        #expect(host.hapticsLog.map(\.feedback) == ["impact.rigid", "impact.rigid"])
    }

    @Test func aQuickTapStillEndsUnpressed() throws {
        // Pressed and released in the same instant: the flare's animation toward 1 is dropped.
        let host = ViewHost(FlareButton("Go") {})
        try host.press("Go")
        try host.release("Go")
        let flare = host.displayList(on: .iPhone16, at: 2).first { if case .fill(.radialGradient) = $0.content { true } else { false } }
        #expect(flare?.opacity == 0)
    }

    @Test func parallaxFollowsTheTiltWithinFourPoints() throws {
        func offset(_ tilt: DeviceTilt, reduceMotion: Bool = false) -> CGSize? {
            var environment = EnvironmentValues()
            environment._accessibilityReduceMotion = reduceMotion
            let host = ViewHost(ParallaxContainer { Text("Card") }.deviceTilt(tilt), environment: environment)
            return host.displayList(on: .iPhone16, at: 1).first { if case .text = $0.content { true } else { false } }?.offset
        }
        #expect(offset(DeviceTilt(x: 1, y: -0.5)) == CGSize(width: 4, height: -2))
        #expect(offset(DeviceTilt(x: 9, y: .nan)) == CGSize(width: 4, height: 0))
        #expect(offset(DeviceTilt(x: 1, y: 1), reduceMotion: true) == .zero)
    }
}
