/// Every liquid-glass token (004) as an entry, for export and audit.
enum LiquidEntries {
    static let all: [TokenEntry] = {
        var list = EntryList()
        list.dimension("radius.small", GlassTokens.Radius.small, "004 Radius Values")
        list.dimension("radius.card", GlassTokens.Radius.card, "004 Radius Values")
        list.dimension("radius.overlay", GlassTokens.Radius.overlay, "004 Radius Values")
        list.dimension("radius.pill", GlassTokens.Radius.pill, "004 Radius Values")
        list.dimension("layout.pageHorizontalPadding", GlassTokens.Layout.pageHorizontalPadding, "004 Layout Constants")
        list.dimension("layout.pageBottomInset", GlassTokens.Layout.pageBottomInset, "004 Layout Constants")
        list.dimension("layout.cardSpacing", GlassTokens.Layout.cardSpacing, "004 Layout Constants")
        list.dimension("layout.compactCardSpacing", GlassTokens.Layout.compactCardSpacing, "004 Vertical Spacing Scale")
        list.dimension("layout.cardPadding", GlassTokens.Layout.cardPadding, "004 Horizontal Spacing")
        list.dimension("layout.compactCardPadding", GlassTokens.Layout.compactCardPadding, "004 Horizontal Spacing")
        list.dimension("layout.compactHeightThreshold", GlassTokens.Layout.compactHeightThreshold, "004 Fit to Screen")
        let spacing = [
            ("related", GlassTokens.Spacing.related), ("compact", GlassTokens.Spacing.compact),
            ("standard", GlassTokens.Spacing.standard), ("section", GlassTokens.Spacing.section),
            ("large", GlassTokens.Spacing.large),
        ]
        for (name, value) in spacing { list.dimension("spacing.\(name)", value, "004 Vertical Spacing Scale") }
        for (role, style, weight) in LiquidStyle.typography {
            let metrics = DynamicTypeTable.metrics(style, at: .large)
            list.typography(
                "type.\(role)", TypographyToken(size: metrics.size, weight: weight, relativeTo: style),
                "004 Typography Hierarchy")
        }
        list.color("color.groupedBackground", LiquidStyle.groupedBackground, "004 System Colors")
        list.color("color.plainBackground", LiquidStyle.plainBackground, "004 System Colors")
        list.color("color.textPrimary", SystemColors.label, "SwiftUI .primary")
        list.color("color.textSecondary", SystemColors.secondaryLabel, "SwiftUI .secondary")
        list.color("color.textSecondaryAccessible", SystemColors.secondaryLabelAccessible, "decision D15")
        list.typography("type.prominentLabel", LiquidStyle.prominentLabel, "decision D15")
        list.gradient("gradient.icon", LiquidStyle.iconGradient, "004 Gradient Patterns")
        list.text("fallback.material", LiquidStyle.fallbackMaterial.swiftUIName, "004 Pre-iOS 26 Material Fallback")
        list.number("fallback.tintOpacity", LiquidStyle.fallbackTintOpacity, "004 iOS 18-25 Material Fallback")
        list.color("fallback.stroke", LiquidStyle.fallbackStroke, "004 iOS 18-25 Material Fallback")
        list.dimension("fallback.strokeWidth", LiquidStyle.fallbackStrokeWidth, "004 iOS 18-25 Material Fallback")
        list.gradient("fallback.highlight", LiquidStyle.highlight, "004 Inner highlight gradients")
        list.gradient("fallback.border", LiquidStyle.border, "004 Gradient borders")
        list.dimension("fallback.borderWidth", LiquidStyle.borderWidth, "004 Gradient borders")
        list.shadow("fallback.shadowTight", LiquidStyle.tightShadow, "004 Layered shadows")
        list.shadow("fallback.shadowDiffuse", LiquidStyle.diffuseShadow, "004 Layered shadows")
        list.animation("animation.press", GlassTokens.Animation.press, "004 Animations")
        list.animation("animation.change", GlassTokens.Animation.change, "004 Animations")
        list.animation("animation.selection", GlassTokens.Animation.selection, "004 Spring animations")
        list.curves([.easeInOut], "Apple UnitCurve")
        list.materials("decision D6")
        return list.entries
    }()
}
