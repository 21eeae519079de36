/// How a pressable surface answers a finger in a theme: the scale it shrinks to, the motion of the
/// change and the haptic a completed tap plays (nil: none).
public struct PressStyle: Sendable, Hashable {
    public let scale: Double
    public let animation: AnimationSpec
    public let haptic: HapticToken?

    public init(scale: Double, animation: AnimationSpec, haptic: HapticToken?) {
        self.scale = scale
        self.animation = animation
        self.haptic = haptic
    }
}
