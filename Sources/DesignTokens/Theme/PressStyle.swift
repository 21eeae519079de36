/// How a pressable surface answers a finger in a theme: the scale it shrinks to, the motion of the
/// change and the haptic a completed tap plays (nil: none).
public struct PressStyle: Sendable, Hashable {
    /// The scale a pressed surface shrinks to.
    public let scale: Double
    /// The motion into and out of the press.
    public let animation: AnimationSpec
    /// The haptic a completed tap plays; nil for none.
    public let haptic: HapticToken?

    /// A press response.
    ///
    /// - Parameters:
    ///   - scale: The pressed scale.
    ///   - animation: The motion of the change.
    ///   - haptic: The haptic a completed tap plays, or nil.
    public init(scale: Double, animation: AnimationSpec, haptic: HapticToken?) {
        self.scale = scale
        self.animation = animation
        self.haptic = haptic
    }
}
