/// A drop shadow, as SwiftUI's `shadow(color:radius:x:y:)` takes it.
public struct ShadowToken: Hashable, Sendable {
    /// The shadow's color, opacity included.
    public var color: AdaptiveColor
    /// The blur radius in points.
    public var radius: Double
    /// Horizontal offset in points.
    public var x: Double
    /// Vertical offset in points (positive is down).
    public var y: Double

    /// A shadow.
    ///
    /// - Parameters:
    ///   - color: Its color.
    ///   - radius: The blur radius in points.
    ///   - x: Horizontal offset in points.
    ///   - y: Vertical offset in points.
    public init(color: AdaptiveColor, radius: Double, x: Double = 0, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
