#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// The surface every glass card shares (pastel `GlassCard`, liquid cards): a material in a
/// continuous rounded rectangle, a thin inner stroke and a soft shadow. With Reduce Transparency
/// the material becomes the opaque secondary system background.
@MainActor
public struct GlassSurface: ViewModifier {
    let material: MaterialToken
    let cornerRadius: Double
    let stroke: AdaptiveColor
    let strokeWidth: Double
    let shadow: ShadowToken

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

    nonisolated public init(material: MaterialToken, cornerRadius: Double, stroke: AdaptiveColor, strokeWidth: Double, shadow: ShadowToken) {
        self.material = material
        self.cornerRadius = cornerRadius
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.shadow = shadow
    }

    public func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        return content
            .background {
                if reduceTransparency {
                    shape.fill(SystemColors.secondarySystemBackground.color(in: colorScheme))
                } else {
                    shape.fill(material.material)
                }
            }
            .overlay {
                shape.strokeBorder(stroke.color(in: colorScheme), lineWidth: strokeWidth)
            }
            .shadow(color: shadow.color.color(in: colorScheme), radius: shadow.radius, x: shadow.x, y: shadow.y)
    }
}

extension View {
    /// Lays this view on a glass surface (see `GlassSurface`).
    nonisolated public func glassSurface(material: MaterialToken, cornerRadius: Double, stroke: AdaptiveColor, strokeWidth: Double,
                             shadow: ShadowToken) -> some View {
        modifier(GlassSurface(material: material, cornerRadius: cornerRadius, stroke: stroke, strokeWidth: strokeWidth, shadow: shadow))
    }
}
