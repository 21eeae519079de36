/// A drop shadow, as SwiftUI's `shadow(color:radius:x:y:)` takes it.
public struct ShadowToken: Hashable, Sendable {
    public var color: AdaptiveColor
    /// The blur radius in points.
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: AdaptiveColor, radius: Double, x: Double = 0, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
