/// What a card is in a theme: its surface, corners, padding, edge and shadow. Every card component
/// (`GlassCard`, `ModernCard`, `StatCard`) lays its content on its theme's card.
public struct CardStyle: Sendable, Hashable {
    public let surface: SurfaceToken
    public let cornerRadius: Double
    public let padding: Double
    public let stroke: AdaptiveColor
    public let strokeWidth: Double
    public let shadow: ShadowToken?

    public init(
        surface: SurfaceToken, cornerRadius: Double, padding: Double, stroke: AdaptiveColor, strokeWidth: Double,
        shadow: ShadowToken?
    ) {
        self.surface = surface
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.shadow = shadow
    }
}
