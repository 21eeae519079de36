import DesignTokens

/// One cross-fade between two pastel gradients, as data: what it fades from and to, and how.
public struct GradientCrossFade: Hashable, Sendable {
    public let from: GradientToken
    public let to: GradientToken
    public let animation: AnimationSpec

    public init(from: GradientToken, to: GradientToken, animation: AnimationSpec) {
        self.from = from
        self.to = to
        self.animation = animation
    }
}
