import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// SwiftUI hit-tests a view where it draws it: geometry effects (`offset`, `scaleEffect`,
/// `rotationEffect`) move, scale and turn what a finger can tap, while the layout frame stays
/// (Apple, `scaleEffect(_:anchor:)`: "scales this view's rendered output"; `contentShape` and hit
/// testing follow the rendered view). A rotated target is taken as the upright box around it, as
/// the layout check reads it.
@MainActor
struct HitTestingConformanceTests {
    func target(_ view: some View) throws -> CGRect {
        let host = ViewHost(view)
        return try #require(host.tapTargets(in: host.layout(on: .iPhone16)).first).frame
    }

    /// A 100 × 40 pt button.
    static var button: some View {
        Button {
        } label: {
            Color.blue.frame(width: 100, height: 40)
        }
    }

    /// A quarter-size button is hit where it is drawn: a 25 × 10 pt box about its centre (on
    /// main it was hit over its whole 100 × 40 pt layout frame).
    @Test func scaleEffectShrinksTheTarget() throws {
        let plain = try target(Self.button)
        let scaled = try target(Self.button.scaleEffect(0.25))
        #expect(abs(scaled.width - 25) < 1e-9 && abs(scaled.height - 10) < 1e-9)
        #expect(abs(scaled.midX - plain.midX) < 1e-9 && abs(scaled.midY - plain.midY) < 1e-9)
    }

    /// The anchor matters: scaled about its top leading corner, the target keeps that corner.
    @Test func scaleEffectKeepsItsAnchor() throws {
        let plain = try target(Self.button)
        let scaled = try target(Self.button.scaleEffect(x: 2, y: 0.5, anchor: .topLeading))
        #expect(abs(scaled.minX - plain.minX) < 1e-9 && abs(scaled.minY - plain.minY) < 1e-9)
        #expect(abs(scaled.width - 200) < 1e-9 && abs(scaled.height - 20) < 1e-9)
    }

    /// An anchor off the corners: scaled by 2 × 0.5 about the point a quarter across and three
    /// quarters down, that point stays where it was and the target grows and shrinks around it.
    @Test func aNonUniformScaleKeepsAnAnchorOffTheCorners() throws {
        let plain = try target(Self.button)
        let scaled = try target(Self.button.scaleEffect(x: 2, y: 0.5, anchor: UnitPoint(x: 0.25, y: 0.75)))
        #expect(abs(scaled.minX - (plain.minX - 25)) < 1e-9 && abs(scaled.minY - (plain.minY + 15)) < 1e-9, "\(plain) \(scaled)")
        #expect(abs(scaled.width - 200) < 1e-9 && abs(scaled.height - 20) < 1e-9)
    }

    /// A quarter turn about the centre stands the 100 × 40 target up: 40 × 100 about the same centre.
    @Test func rotationEffectTurnsTheTarget() throws {
        let plain = try target(Self.button)
        let turned = try target(Self.button.rotationEffect(.degrees(90)))
        #expect(abs(turned.width - 40) < 1e-9 && abs(turned.height - 100) < 1e-9)
        #expect(abs(turned.midX - plain.midX) < 1e-9 && abs(turned.midY - plain.midY) < 1e-9)
    }

    /// Effects compose in order: an offset applied outside a scale moves the scaled box by the
    /// whole offset.
    @Test func effectsComposeInOrder() throws {
        let plain = try target(Self.button)
        let moved = try target(Self.button.scaleEffect(0.5).offset(x: 30, y: -10))
        #expect(abs(moved.midX - plain.midX - 30) < 1e-9 && abs(moved.midY - plain.midY + 10) < 1e-9)
        #expect(abs(moved.width - 50) < 1e-9)
    }
}
