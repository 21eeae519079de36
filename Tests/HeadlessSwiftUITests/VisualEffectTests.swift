import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` (Apple, iOS 17): the effect is
/// worked out from the view's geometry once layout gives it one, changes how the view is drawn and
/// never its layout; a scroll transition's phase is `.identity` while the view is wholly visible
/// and the edge's phase past it, interactive configurations interpolating by how far it has crossed.
@MainActor
struct VisualEffectTests {
    /// The display items filled with a color whose red component is `red` (in 0...1).
    func fills(_ host: ViewHost, red: Double) -> [DisplayItem] {
        host.displayList(on: .iPhone16).filter { item in
            if case let .fill(.color(r, _, _, _)) = item.content { abs(r - red) < 0.01 } else { false }
        }
    }

    @Test func aVisualEffectReadsTheViewsGeometry() throws {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color(red: 0.2, green: 0, blue: 0).frame(width: 150, height: 40)
                Color(red: 0.4, green: 0, blue: 0).frame(width: 150, height: 40)
                    .visualEffect { effect, proxy in
                        effect.offset(x: proxy.frame(in: .global).minX > 100 ? 10 : 0).opacity(0.5)
                    }
            })
        let plain = try #require(fills(host, red: 0.2).first)
        let moved = try #require(fills(host, red: 0.4).first)
        #expect(moved.opacity == 0.5 && moved.offset == CGSize(width: 10, height: 0), "\(moved)")
        // Layout is unchanged: the two sit side by side, the second's frame where it was.
        #expect(moved.frame.minX == plain.frame.maxX)
    }

    /// Rows 300 pt tall in an iPhone 16's scroll view: the first wholly visible, the third partly
    /// below the bottom edge, fading by how much of it is past the edge.
    @Test func aScrollTransitionFollowsTheEdge() throws {
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<4) { index in
                        Color(red: 0.1 * Double(index + 1), green: 0, blue: 0).frame(height: 300)
                            .scrollTransition { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            })
        let first = try #require(fills(host, red: 0.1).first)
        let third = try #require(fills(host, red: 0.3).first)
        #expect(first.opacity == 1)
        // The scroll view is the safe area's height; the third row starts 600 pt down it.
        let device = Device.iPhone16
        let visible = device.size.height - device.safeAreaTop - device.safeAreaBottom
        let hiddenFraction = (third.frame.maxY - (device.safeAreaTop + visible)) / 300
        #expect(hiddenFraction > 0 && hiddenFraction < 1)
        #expect(abs(third.opacity - (1 - hiddenFraction)) < 0.01, "opacity \(third.opacity), \(hiddenFraction) past the edge")
        // An animated transition takes the edge phase whole.
        let animated = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<4) { index in
                        Color(red: 0.1 * Double(index + 1), green: 0, blue: 0).frame(height: 300)
                            .scrollTransition(.animated) { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            })
        #expect(fills(animated, red: 0.3).first?.opacity == 0)
        #expect(fills(animated, red: 0.2).first?.opacity == 1)
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
    }
}
