import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// iOS 16–17's located taps: `onTapGesture { location in … }` and `SpatialTapGesture` report where
/// the finger landed, in the view's own space by default, on the screen for `.global`, relative to
/// a named ancestor for `.named(_:)` (Apple's `SpatialTapGesture.Value.location`).
@MainActor
struct SpatialTapTests {
    final class Taps {
        var locations: [CGPoint] = []
    }

    func host(_ space: CoordinateSpace, _ taps: Taps) -> ViewHost {
        ViewHost(
            VStack(spacing: 0) {
                Color.gray.frame(width: 300, height: 40)
                Color.blue.frame(width: 200, height: 100)
                    .onTapGesture(coordinateSpace: space) { taps.locations.append($0) }
                    .accessibilityLabel("Chart")
            }
            .coordinateSpace(name: "card"))
    }

    /// The chart's frame on the screen.
    func chart(in host: ViewHost) throws -> CGRect {
        try #require(host.tapTargets(in: host.layout(on: .iPhone16)).first { $0.frame.size == CGSize(width: 200, height: 100) }).frame
    }

    @Test func aLocalTapIsInTheViewsOwnSpace() throws {
        let taps = Taps()
        let host = host(.local, taps)
        let frame = try chart(in: host)
        try host.tap(at: CGPoint(x: frame.minX + 30, y: frame.minY + 70))
        #expect(taps.locations == [CGPoint(x: 30, y: 70)])
    }

    @Test func aGlobalTapIsOnTheScreen() throws {
        let taps = Taps()
        let host = host(.global, taps)
        let frame = try chart(in: host)
        let point = CGPoint(x: frame.minX + 12, y: frame.maxY - 8)
        try host.tap(at: point)
        #expect(taps.locations == [point])
    }

    @Test func aNamedTapIsRelativeToTheNamedAncestor() throws {
        let taps = Taps()
        let host = host(.named("card"), taps)
        let frame = try chart(in: host)
        try host.tap(at: CGPoint(x: frame.midX, y: frame.minY + 10))
        // The chart sits 40 pt below the card's top and is centred in its 300 pt width.
        #expect(taps.locations == [CGPoint(x: 150, y: 50)])
    }

    @Test func aTapByLabelLandsInTheCentre() throws {
        let taps = Taps()
        try host(.local, taps).tap("Chart")
        #expect(taps.locations == [CGPoint(x: 100, y: 50)])
    }

    @Test func theGestureFormReportsItsValue() throws {
        let taps = Taps()
        let host = ViewHost(
            Color.green.frame(width: 80, height: 80)
                .gesture(SpatialTapGesture(count: 2).onEnded { taps.locations.append($0.location) })
                .accessibilityLabel("Pad"))
        try host.tap("Pad")
        #expect(taps.locations == [CGPoint(x: 40, y: 40)])
        #expect(SpatialTapGesture(count: 2).count == 2 && SpatialTapGesture().coordinateSpace == .local)
    }
}

/// A control scrolled out of its scroll view takes no taps where it would be drawn (UIKit hit-tests
/// only what the scroll view shows: content outside its bounds is clipped away).
@MainActor
struct ScrolledOutTapTests {
    final class Presses {
        var count = 0
    }

    @Test func aButtonBelowTheViewportIsNotHitAtItsPoint() throws {
        let presses = Presses()
        let host = ViewHost(
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 300)
                        Button("Hidden") { presses.count += 1 }.frame(height: 44)
                    }
                }
                .frame(height: 100)
                Color.clear.frame(height: 400)
            })
        let target = try #require(host.tapTargets(in: host.layout(on: .iPhone16)).first { $0.label == "Hidden" })
        #expect(target.visibleFrame == nil)
        #expect(throws: ViewHost.TapError.self) { try host.tap(at: CGPoint(x: target.frame.midX, y: target.frame.midY)) }
        #expect(presses.count == 0)
    }
}

/// A tap by label on a disabled control is refused and reported as such; a label nothing answers
/// to is reported as missing (UIKit: a disabled control receives no touches).
@MainActor
struct TapByLabelErrorTests {
    final class Presses {
        var count = 0
    }

    @Test func aDisabledControlRefusesTheTap() {
        let presses = Presses()
        let host = ViewHost(VStack { Button("Go") { presses.count += 1 }.disabled(true) })
        #expect(throws: ViewHost.TapError(label: "Go", isDisabled: true)) { try host.tap("Go") }
        #expect(throws: ViewHost.TapError(label: "Stop", isDisabled: false)) { try host.tap("Stop") }
        #expect(presses.count == 0)
    }
}
