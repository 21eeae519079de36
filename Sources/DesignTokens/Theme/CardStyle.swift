/// What a card is in a theme: its surface, corners, padding, edge and shadow. Every card component
/// (`GlassCard`, `ModernCard`, `StatCard`) lays its content on its theme's card.
public struct CardStyle: Sendable, Hashable {
    /// Material or solid color.
    public let surface: SurfaceToken
    /// Corner radius in points (continuous corners).
    public let cornerRadius: Double
    /// Padding between the card's edge and its content, in points.
    public let padding: Double
    /// The edge stroke's color.
    public let stroke: AdaptiveColor
    /// The edge stroke's width in points.
    public let strokeWidth: Double
    /// The card's shadow; nil for none.
    public let shadow: ShadowToken?

    /// A card.
    ///
    /// - Parameters:
    ///   - surface: Material or solid color.
    ///   - cornerRadius: Corner radius in points.
    ///   - padding: Content padding in points.
    ///   - stroke: The edge's color.
    ///   - strokeWidth: The edge's width in points.
    ///   - shadow: The shadow, or nil.
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
