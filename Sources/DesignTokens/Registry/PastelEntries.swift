/// Every pastel token (000, 001, 002) as an entry, for export and audit.
enum PastelEntries {
    static let all: [TokenEntry] = {
        var list = EntryList()
        for token in GradientToken.allCases {
            list.gradient("gradient.\(token.rawValue)", token.gradient, "000 §2; direction: decision D1")
        }
        for pool in CircadianPool.allCases {
            list.text(
                "circadian.\(pool.rawValue)", "\(pool.hours): " + pool.tokens.map(\.rawValue).joined(separator: ", "),
                "001 Gradient Manager")
        }
        list.duration("motion.cascade.duration", MotionToken.duration, "000 §3.1")
        list.duration("motion.cascade.stagger", MotionToken.stagger, "000 §3.1")
        list.dimension("motion.cascade.offsetY", MotionToken.offsetY, "000 §3.1")
        list.number("motion.cascade.weightFrom", MotionToken.weightFrom, "000 §3.1")
        list.number("motion.cascade.weightTo", MotionToken.weightTo, "000 §3.1")
        list.duration("motion.cascade.reducedMotionFade", MotionToken.reducedMotionFade, "000 §3.2")
        for (name, value) in [("xs", Spacing.xs), ("sm", Spacing.sm), ("md", Spacing.md), ("lg", Spacing.lg), ("xl", Spacing.xl)] {
            list.dimension("spacing.\(name)", value, "001 Spacing System")
        }
        list.dimension("layout.screenPadding", PastelLayout.screenPadding, "001 Layout Standards")
        list.dimension("layout.cardPadding", PastelLayout.cardPadding, "001 Layout Standards")
        list.dimension("layout.componentSpacing", PastelLayout.componentSpacing, "001 Layout Standards")
        list.dimension("layout.parallaxAmplitude", PastelLayout.parallaxAmplitude, "001 ParallaxContainer")
        list.dimension("radius.card", PastelRadius.card, "001 Corner Radius")
        list.dimension("radius.button", PastelRadius.button, "001 Corner Radius")
        list.dimension("radius.small", PastelRadius.small, "001 Corner Radius")
        list.shadow("shadow.glassCard", PastelShadow.glassCard, "001 Shadow Hierarchy")
        list.shadow("shadow.floating", PastelShadow.floating, "001 Shadow Hierarchy; y: decision D7")
        list.dimension("glass.blurRadius", PastelGlass.material.blurRadius, "000 §1")
        list.dimension("glass.strokeWidth", PastelGlass.strokeWidth, "000 §1; decision D2")
        list.color("glass.stroke", PastelGlass.strokeColor, "000 §4")
        list.number("glass.entranceScale", PastelGlass.entranceScale, "000 §4")
        list.animation("glass.entrance", .spring(PastelGlass.entranceSpring), "000 §4")
        list.animation("glass.entranceBounceFree", .spring(PastelGlass.entranceSpringBounceFree), "decision D16")
        list.number("glass.chatBubbleOpacity", PastelGlass.chatBubbleOpacity, "001 Chat Interface")
        for row in PastelTiming.table {
            list.animation("timing.\(row.name)", row.animation, "001 Timing Guidelines")
        }
        list.duration("timing.springCompletionClaim", PastelTiming.springCompletionClaim, "001 Technical Benchmarks")
        list.dimension("timing.navigationOffsetY", PastelTiming.navigationOffsetY, "000 §8")
        list.animation("timing.gradientNumber", PastelTiming.gradientNumber, "000 §7")
        list.animation("timing.micRipple", PastelTiming.micRipple, "000 §5")
        list.number("timing.crossFadeFrameBudget", PastelTiming.crossFadeFrameBudget, "000 §11")
        list.text("haptic.minor", PastelHaptics.minor.rawValue, "001 Haptic Feedback Hierarchy")
        list.text("haptic.confirmation", PastelHaptics.confirmation.rawValue, "001 Haptic Feedback Hierarchy")
        list.text("haptic.navigation", PastelHaptics.navigation.rawValue, "001 Haptic Feedback Hierarchy")
        list.number("budget.blursPerScreen", Double(BlurBudget.maximumPerScreen), "000 §9; 001 GPU Optimization")
        list.duration("budget.frame120Hz", RefreshAdaptation.frameBudget120Hz, "001 GPU Optimization")
        list.number("refresh.damping120Hz", RefreshAdaptation.damping120Hz, "001 ProMotion Adaptation")
        list.number("refresh.damping60Hz", RefreshAdaptation.damping60Hz, "001 ProMotion Adaptation")
        list.typography("type.welcome", PastelTypography.welcome, "000 §6.1")
        list.typography("type.voiceTitle", PastelTypography.voiceTitle, "000 §6.3")
        list.typography("type.screenTitle", PastelTypography.screenTitle, "000 §6.2")
        list.typography("type.sectionTitle", PastelTypography.sectionTitle, "000 §6.4")
        list.typography("type.gradientNumber", PastelTypography.gradientNumber, "000 §7")
        list.typography("type.cardAction", PastelTypography.cardAction, "000 §6.1")
        list.typography("type.body", PastelTypography.body, "SwiftUI .body")
        list.typography("type.micGlyph", PastelTypography.micGlyph, "000 §5")
        list.color("color.textPrimary", SystemColors.label, "SwiftUI .primary")
        list.color("color.textSecondary", SystemColors.secondaryLabel, "SwiftUI .secondary")
        list.color("color.textSecondaryAccessible", SystemColors.secondaryLabelAccessible, "decision D15")
        list.color("color.micGlyphSpec", PastelColors.micGlyphSpec, "000 §5")
        list.color("color.micGlyph", PastelColors.micGlyph, "decision D15")
        list.color("color.micRipple", PastelColors.micRipple, "000 §5")
        list.curves([.easeOut, .easeInOut, .linear], "Apple UnitCurve")
        list.materials("decision D6")
        return list.entries
    }()
}
