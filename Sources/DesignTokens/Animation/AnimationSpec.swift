/// An animation as data: a timing curve over a duration, or a spring; with SwiftUI's modifiers.
public struct AnimationSpec: Hashable, Sendable, Codable {
    /// What drives progress from 0 to 1.
    public enum Kind: Hashable, Sendable, Codable {
        /// A cubic Bézier timing curve run over `duration` seconds (`Animation.timingCurve`).
        case timing(TimingCurveSpec, duration: Double)
        /// A spring (`Animation.spring` or `interpolatingSpring`), which settles in its own time.
        case spring(SpringSpec)
    }

    /// How many times the animation runs, and whether every other run plays backwards.
    public enum Repetition: Hashable, Sendable, Codable {
        /// Plays once.
        case once
        /// Plays `count` times (`repeatCount(_:autoreverses:)`), reversing on alternate runs when `autoreverses` is true.
        case count(Int, autoreverses: Bool)
        /// Plays forever (`repeatForever(autoreverses:)`).
        case forever(autoreverses: Bool)
    }

    /// The curve or spring that drives the animation.
    public var kind: Kind
    /// Seconds before the animation starts (`.delay(_:)`).
    public var delay: Double
    /// Playback rate (`.speed(_:)`); 2 plays twice as fast.
    public var speed: Double
    /// How many times it plays (`.once` by default).
    public var repetition: Repetition

    /// An animation.
    ///
    /// ```swift
    /// let fade = AnimationSpec(.timing(.easeOut, duration: 0.3), delay: 0.1)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The timing curve or spring.
    ///   - delay: Seconds before it starts.
    ///   - speed: Playback rate; 2 plays twice as fast.
    ///   - repetition: How many times it plays.
    public init(_ kind: Kind, delay: Double = 0, speed: Double = 1, repetition: Repetition = .once) {
        self.kind = kind
        self.delay = delay
        self.speed = speed
        self.repetition = repetition
    }

    /// SwiftUI's `.easeInOut(duration:)`.
    ///
    /// - Parameter duration: Seconds from start to end.
    /// - Returns: The animation.
    public static func easeInOut(duration: Double) -> AnimationSpec { AnimationSpec(.timing(.easeInOut, duration: duration)) }
    /// SwiftUI's `.easeOut(duration:)`.
    ///
    /// - Parameter duration: Seconds from start to end.
    /// - Returns: The animation.
    public static func easeOut(duration: Double) -> AnimationSpec { AnimationSpec(.timing(.easeOut, duration: duration)) }
    /// SwiftUI's `.easeIn(duration:)`.
    ///
    /// - Parameter duration: Seconds from start to end.
    /// - Returns: The animation.
    public static func easeIn(duration: Double) -> AnimationSpec { AnimationSpec(.timing(.easeIn, duration: duration)) }
    /// SwiftUI's `.linear(duration:)`.
    ///
    /// - Parameter duration: Seconds from start to end.
    /// - Returns: The animation.
    public static func linear(duration: Double) -> AnimationSpec { AnimationSpec(.timing(.linear, duration: duration)) }
    /// An animation driven by `spring`.
    ///
    /// - Parameter spring: The spring's parameters.
    /// - Returns: The animation.
    public static func spring(_ spring: SpringSpec) -> AnimationSpec { AnimationSpec(.spring(spring)) }

    /// `.delay(_:)`.
    public func delay(_ seconds: Double) -> AnimationSpec {
        var copy = self
        copy.delay += seconds
        return copy
    }

    /// `.speed(_:)`.
    public func speed(_ rate: Double) -> AnimationSpec {
        var copy = self
        copy.speed *= rate
        return copy
    }

    /// `.repeatCount(_:autoreverses:)`.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> AnimationSpec {
        var copy = self
        copy.repetition = .count(count, autoreverses: autoreverses)
        return copy
    }

    /// `.repeatForever(autoreverses:)`.
    public func repeatForever(autoreverses: Bool = true) -> AnimationSpec {
        var copy = self
        copy.repetition = .forever(autoreverses: autoreverses)
        return copy
    }

    /// The SwiftUI expression that produces this animation.
    public var swiftUIExpression: String {
        var text: String
        switch kind {
        case let .timing(curve, duration):
            if let name = curve.presetName {
                text = ".\(name)(duration: \(format(duration)))"
            } else {
                text =
                    ".timingCurve(\(format(curve.x1)), \(format(curve.y1)), \(format(curve.x2)), \(format(curve.y2)), duration: \(format(duration)))"
            }
        case let .spring(spring):
            text = spring.swiftUIExpression
        }
        // Speed, then repetition, then delay: in SwiftUI that order plays the delay once, unscaled,
        // which is how `Motion.AnimationTimeline` plays an `AnimationSpec`.
        if speed != 1 { text += ".speed(\(format(speed)))" }
        switch repetition {
        case .once: break
        case let .count(count, autoreverses): text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
        case let .forever(autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
        }
        if delay != 0 { text += ".delay(\(format(delay)))" }
        return text
    }
}
