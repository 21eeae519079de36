import DesignTokens
import Foundation

/// 000 §2 and 001's gradient choreography as pure logic: which gradient is active, which comes
/// next, and the cross-fade between them. `GradientManager` in the component module wraps it.
public struct GradientChoreographer<Source: GradientTokenSource>: Sendable {
    /// The gradient on screen.
    public private(set) var active: GradientToken
    /// What picks the next gradient.
    public var source: Source
    /// The hour of the day (0...23) `advance()` reads; inject a fixed one in tests.
    public var hour: @Sendable () -> Int

    /// 001: the cross-fade is 0.6 s easeInOut.
    public static var crossFade: AnimationSpec { PastelTiming.gradientCrossFade.animation }

    /// A choreographer starting on `active`.
    ///
    /// - Parameters:
    ///   - active: The gradient on screen first.
    ///   - source: What picks the next gradient (random, seeded or scripted).
    ///   - hour: The hour of the day `advance()` reads (the wall clock's by default).
    public init(
        active: GradientToken = .peachRose, source: Source,
        hour: @escaping @Sendable () -> Int = GradientChoreographerClock.currentHour
    ) {
        self.active = active
        self.source = source
        self.hour = hour
    }

    /// 000 §2 `next()`: any of the twelve gradients but the active one.
    @discardableResult
    public mutating func next() -> GradientCrossFade {
        move(to: source.nextToken(from: GradientToken.allCases.filter { $0 != active }))
    }

    /// 001 `advance()`: a gradient from the hour's circadian pool, never the active one.
    @discardableResult
    public mutating func advance() -> GradientCrossFade {
        let pool = CircadianPool.pool(forHour: hour()).tokens.filter { $0 != active }
        return move(to: source.nextToken(from: pool))
    }

    private mutating func move(to token: GradientToken) -> GradientCrossFade {
        let fade = GradientCrossFade(from: active, to: token, animation: Self.crossFade)
        active = token
        return fade
    }
}

/// The wall clock's hour, in the user's calendar and time zone.
public enum GradientChoreographerClock {
    /// The current hour, 0…23.
    @Sendable public static func currentHour() -> Int {
        Calendar.current.component(.hour, from: Date())
    }
}
