import DesignTokens
import SwiftUI

/// The surface every card shares, pastel `GlassCard` and athletic `ModernCard` alike: a fill
/// (a material, or a solid color) in a continuous rounded rectangle, a thin inner stroke and an
/// optional soft shadow. With Reduce Transparency a material becomes the opaque secondary system
/// background.
@MainActor
public struct CardSurface: ViewModifier {
    let surface: SurfaceToken
    let cornerRadius: Double
    let stroke: AdaptiveColor
    let strokeWidth: Double
    let shadow: ShadowToken?

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.colorSchemeContrast) private var contrast

    /// A card surface.
    ///
    /// - Parameters:
    ///   - surface: A material (with an optional tint) or a solid color.
    ///   - cornerRadius: The continuous corners' radius.
    ///   - stroke: The inner edge's color.
    ///   - strokeWidth: The inner edge's width.
    ///   - shadow: A soft shadow, or nil.
    nonisolated public init(surface: SurfaceToken, cornerRadius: Double, stroke: AdaptiveColor, strokeWidth: Double, shadow: ShadowToken?) {
        self.surface = surface
        self.cornerRadius = cornerRadius
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.shadow = shadow
    }

    public func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        let shadowColor = shadow?.color.color(in: colorScheme) ?? .clear
        return
            content
            .background {
                switch surface {
                case let .glass(material, tint):
                    // Reduce Transparency and Increase Contrast both make glass an opaque surface (D151).
                    if reduceTransparency || contrast == .increased {
                        shape.fill(SystemColors.secondarySystemBackground)
                    } else {
                        shape.fill(material.material)
                        if let tint { shape.fill(tint) }
                    }
                case let .solid(color):
                    shape.fill(color)
                }
            }
            .overlay {
                // Increase Contrast: a visible edge, the label color at 55%, at least 1 pt (D151).
                if contrast == .increased {
                    shape.strokeBorder(SystemColors.label.opacity(ContrastStyle.edgeOpacity), lineWidth: max(strokeWidth, 1))
                } else {
                    shape.strokeBorder(stroke, lineWidth: strokeWidth)
                }
            }
            .shadow(color: shadowColor, radius: shadow?.radius ?? 0, x: shadow?.x ?? 0, y: shadow?.y ?? 0)
    }
}

extension View {
    /// Lays this view on a theme's card: its surface, corners, edge and shadow (see `CardSurface`).
    nonisolated public func cardSurface(_ card: CardStyle) -> some View {
        cardSurface(card.surface, cornerRadius: card.cornerRadius, stroke: card.stroke, strokeWidth: card.strokeWidth, shadow: card.shadow)
    }

    /// Lays this view on a card surface (see `CardSurface`).
    nonisolated public func cardSurface(
        _ surface: SurfaceToken, cornerRadius: Double, stroke: AdaptiveColor, strokeWidth: Double,
        shadow: ShadowToken? = nil
    ) -> some View {
        modifier(CardSurface(surface: surface, cornerRadius: cornerRadius, stroke: stroke, strokeWidth: strokeWidth, shadow: shadow))
    }

    /// Lays this view on a glass card surface: `material` with no tint.
    nonisolated public func glassSurface(
        material: MaterialToken, cornerRadius: Double, stroke: AdaptiveColor, strokeWidth: Double,
        shadow: ShadowToken
    ) -> some View {
        cardSurface(.glass(material, tint: nil), cornerRadius: cornerRadius, stroke: stroke, strokeWidth: strokeWidth, shadow: shadow)
    }
}
