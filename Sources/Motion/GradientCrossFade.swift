import DesignTokens

/// One cross-fade between two pastel gradients, as data: what it fades from and to, and how.
public struct GradientCrossFade: Hashable, Sendable {
    /// The gradient fading out.
    public let from: GradientToken
    /// The gradient fading in.
    public let to: GradientToken
    /// The fade's curve and duration.
    public let animation: AnimationSpec

    /// A fade from one gradient to another.
    ///
    /// - Parameters:
    ///   - from: The gradient fading out.
    ///   - to: The gradient fading in.
    ///   - animation: The fade's curve and duration.
    public init(from: GradientToken, to: GradientToken, animation: AnimationSpec) {
        self.from = from
        self.to = to
        self.animation = animation
    }

    /// How far the fade has come `time` seconds after it started, 0...1 along its curve.
    public func progress(at time: Double) -> Double {
        AnimationTimeline(animation).progress(at: time)
    }

    /// The two stops on screen at `time`: the new gradient laid over the old one at the fade's
    /// progress, which blends each stop in gamma-encoded sRGB.
    public func colors(at time: Double, in appearance: Appearance) -> [SRGBColor] {
        let fraction = progress(at: time)
        return zip(from.colors(in: appearance), to.colors(in: appearance)).map { old, new in
            new.opacity(fraction).composited(over: old)
        }
    }
}
