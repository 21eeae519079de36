import DesignTokens

/// Every text and icon role over every surface it sits on, per theme and appearance (WCAG 2.2).
enum ContrastAudit {
    static func section(for themes: [Theme]) -> AuditSection {
        var findings: [Finding] = []
        for theme in themes {
            for contrastCase in cases(for: theme.dialect) {
                for appearance in Appearance.allCases {
                    findings.append(contrastCase.finding(theme: theme.dialect, appearance: appearance))
                }
            }
        }
        return AuditSection(
            key: "contrast", title: "Contrast",
            rule: "WCAG 2.2, unrounded: 4.5:1 for text, 3:1 for large text (≥ 18 pt, or ≥ 14 pt bold) and for icons. "
                + "Gradients are checked at both stops and \(ContrastSurface.gradientSamples - 1) points between; "
                + "glass is the material's tint composited over each of those points.",
            findings: withAlternativeRatios(findings))
    }

    /// A failing spec value's correction names our alternative (the case whose id drops `.spec`)
    /// and the worst ratio that alternative reaches in the same appearance.
    static func withAlternativeRatios(_ findings: [Finding]) -> [Finding] {
        let byID = Dictionary(uniqueKeysWithValues: findings.map { ($0.id, $0) })
        return findings.map { finding in
            guard finding.id.hasSuffix(".spec"), let correction = finding.correction,
                let ours = byID[String(finding.id.dropLast(".spec".count))], let ratio = ours.figures["worst"],
                let required = ours.figures["required"]
            else {
                return finding
            }
            return Finding(
                id: finding.id, subject: finding.subject, verdict: finding.verdict, summary: finding.summary,
                figures: finding.figures.merging(["alternative.worst": ratio, "alternative.required": required]) { $1 },
                correction: "\(correction): worst \(ratioText(ratio))")
        }
    }

    static func cases(for dialect: Dialect) -> [ContrastCase] {
        switch dialect {
        case .pastel: pastel
        case .athletic: athletic
        case .liquid: liquid
        }
    }

    static func requirement(_ type: TypographyToken) -> ContrastRequirement {
        type.isLargeText ? .largeText : .normalText
    }

    // MARK: Pastel

    static var pastel: [ContrastCase] {
        let gradients = GradientToken.allCases.map { ContrastSurface.pastel($0) }
        let glassTint = AdaptiveColor(
            light: PastelGlass.material.recipe(in: .light).tint,
            dark: PastelGlass.material.recipe(in: .dark).tint)
        let glass = GradientToken.allCases.map { ContrastSurface.pastel($0, layers: [glassTint]) }
        let discs = GradientToken.allCases.map { ContrastSurface.pastel($0, layers: [PastelColors.micRipple]) }
        return [
            ContrastCase(
                "title.gradient", "cascade titles (34–44 pt thin) on the gradient", PastelColors.textPrimary,
                requirement(PastelTypography.screenTitle), on: gradients),
            ContrastCase(
                "body.gradient", "body text on the gradient", PastelColors.textPrimary,
                requirement(PastelTypography.body), on: gradients),
            ContrastCase(
                "body.glass", "body text on glass cards", PastelColors.textPrimary,
                requirement(PastelTypography.body), on: glass),
            ContrastCase(
                "secondary.glass.spec", "iOS .secondary text on glass cards", SystemColors.secondaryLabel,
                requirement(PastelTypography.body), on: glass, origin: .spec,
                correction: "secondary text uses SystemColors.secondaryLabelAccessible (85% / 80%)"),
            ContrastCase(
                "secondary.gradient", "secondary text on the gradient", PastelColors.textSecondary,
                requirement(PastelTypography.body), on: gradients),
            ContrastCase(
                "secondary.glass", "secondary text on glass cards", PastelColors.textSecondary,
                requirement(PastelTypography.body), on: glass),
            ContrastCase(
                "gradientNumber.spec",
                "000 §7 GradientNumber, digits painted with the gradient they sit on (000 §9 promises ≥ 4.5:1 for all text)",
                gradient: { GradientToken(rawValue: $1)!.samples(in: $0) },
                requirement(PastelTypography.gradientNumber), on: gradients, origin: .spec,
                correction: "GradientNumber paints with GradientToken.numberColors(in:), the stops moved to 3:1"),
            ContrastCase(
                "gradientNumber", "GradientNumber digits on the gradient",
                gradient: { appearance, name in
                    let colors = GradientToken(rawValue: name)!.numberColors(in: appearance)
                    return (0...16).map { colors[0].interpolated(to: colors[1], fraction: Double($0) / 16) }
                },
                requirement(PastelTypography.gradientNumber), on: gradients),
            ContrastCase(
                "micGlyph.spec", "000 §5 white mic glyph on its ripple disc", PastelColors.micGlyphSpec,
                .nonText, on: discs, origin: .spec,
                correction: "MicRippleView draws PastelColors.micGlyph: black 60% on light gradients, white on dark"),
            ContrastCase("micGlyph", "mic glyph on its ripple disc", PastelColors.micGlyph, .nonText, on: discs),
        ]
            + increasedContrast(
                card: SystemColors.secondarySystemBackground, around: gradients, primary: PastelColors.textPrimary,
                secondary: PastelColors.textSecondary)
    }

    /// Under Increase Contrast (D151): text on the opaque card (what glass becomes; athletic cards
    /// already are), and the card's edge
    /// (the label color at `ContrastStyle.edgeOpacity`, drawn inside the card) against what is
    /// around the card, held to WCAG's 3:1 for a component's bounds.
    static func increasedContrast(
        card: AdaptiveColor, around: [ContrastSurface], primary: AdaptiveColor, secondary: AdaptiveColor
    ) -> [ContrastCase] {
        let surface = ContrastSurface.solid("opaqueCard", card)
        let edge = AdaptiveColor(
            light: SystemColors.label.opacity(ContrastStyle.edgeOpacity).resolved(in: .light).composited(over: card.resolved(in: .light)),
            dark: SystemColors.label.opacity(ContrastStyle.edgeOpacity).resolved(in: .dark).composited(over: card.resolved(in: .dark)))
        let body = requirement(TypographyToken(size: 17, weight: .regular, relativeTo: .body))
        return [
            ContrastCase(
                "body.increasedContrast", "Increase Contrast: primary text on the opaque card", primary, body,
                on: [surface]),
            ContrastCase(
                "secondary.increasedContrast", "Increase Contrast: secondary text on the opaque card", secondary, body,
                on: [surface]),
            ContrastCase(
                "cardEdge.increasedContrast", "Increase Contrast: the card's edge against what is around the card (non-text)",
                edge, .nonText, on: around),
        ]
    }

    // MARK: Athletic

    static var athletic: [ContrastCase] {
        let surfaces = [
            ("surfaceBase", AthleticColors.surfaceBase), ("surfaceRaised", AthleticColors.surfaceRaised),
            ("surfaceOverlay", AthleticColors.surfaceOverlay), ("surfaceHighlight", AthleticColors.surfaceHighlight),
        ]
        .map { ContrastSurface.solid($0.0, $0.1) }
        let body = requirement(AthleticTypography.bodyMedium)
        let label = requirement(AthleticButton.label)
        func fill(_ variant: AthleticButtonVariant) -> [ContrastSurface] {
            [.solid(variant.rawValue, variant.fill, over: AthleticColors.surfaceBase)]
        }
        return [
            ContrastCase("textPrimary", "textPrimary on every surface", AthleticColors.textPrimary, body, on: surfaces),
            ContrastCase("textSecondary", "textSecondary on every surface", AthleticColors.textSecondary, body, on: surfaces),
            ContrastCase(
                "textTertiary.spec", "003 textTertiary (38%) on every surface", AthleticColors.textTertiary, body,
                on: surfaces, origin: .spec,
                correction: "tertiary text uses AthleticColors.textTertiaryAccessible (55% dark, 65% light)"),
            ContrastCase(
                "textTertiary", "tertiary text on every surface", AthleticColors.textTertiaryAccessible, body,
                on: surfaces),
            ContrastCase(
                "button.primary", "primary button label", AthleticButtonVariant.primary.label, label,
                on: fill(.primary)),
            ContrastCase(
                "button.accent", "accent button label", AthleticButtonVariant.accent.label, label,
                on: fill(.accent)),
            ContrastCase(
                "button.danger.spec", "003 danger button: white on #FF3B5C", AthleticColors.textOnDanger, label,
                on: fill(.danger), origin: .spec,
                correction: "ModernButton(.danger) labels use AthleticColors.textOnDangerAccessible (#0A0A0C)"),
            ContrastCase(
                "button.danger", "danger button label", AthleticColors.textOnDangerAccessible, label,
                on: fill(.danger)),
            ContrastCase(
                "button.secondary.spec", "003 secondary button: emerald label on the surfaces",
                AthleticColors.accentPrimary, label, on: Array(surfaces.prefix(3)), origin: .spec,
                correction: "emerald text uses AthleticColors.accentPrimaryText (#007A3D in light)"),
            ContrastCase(
                "button.secondary", "secondary button label and emerald text", AthleticColors.accentPrimaryText,
                label, on: Array(surfaces.prefix(3))),
            ContrastCase("button.ghost", "ghost button label", AthleticButtonVariant.ghost.label, label, on: surfaces),
            ContrastCase(
                "segment.selected", "selected segment label on emerald", AthleticColors.textOnAccent, label,
                on: [.solid("segmentSelected", AthleticWidgets.segmentSelected)]),
            ContrastCase(
                "error.text.spec", "003 error #FF3B5C as text on the surfaces", AthleticColors.error, body,
                on: Array(surfaces.prefix(3)), origin: .spec,
                correction: "error text uses AthleticColors.errorText (#CC0033 in light)"),
            ContrastCase(
                "error.text", "error text on the surfaces", AthleticColors.errorText, body,
                on: Array(surfaces.prefix(3))),
            ContrastCase(
                "ring.fill", "progress ring's emerald fill (non-text)", AthleticColors.accentPrimaryText, .nonText,
                on: [.solid("surfaceRaised", AthleticColors.surfaceRaised)]),
        ]
            + increasedContrast(
                card: AthleticColors.surfaceRaised, around: [.solid("surfaceBase", AthleticColors.surfaceBase)],
                primary: AthleticColors.textPrimary, secondary: AthleticColors.textSecondary)
    }

    // MARK: Liquid

    static var liquid: [ContrastCase] {
        let grouped = ContrastSurface.solid("groupedBackground", LiquidStyle.groupedBackground)
        let tint = AdaptiveColor(
            light: LiquidStyle.fallbackMaterial.recipe(in: .light).tint,
            dark: LiquidStyle.fallbackMaterial.recipe(in: .dark).tint)
        let glass = ContrastSurface(name: "glassFallback") { appearance in
            [("solid", tint.resolved(in: appearance).composited(over: LiquidStyle.groupedBackground.resolved(in: appearance)))]
        }
        let body = requirement(TypographyToken(size: 15, weight: .regular, relativeTo: .subheadline))
        let blue = ContrastSurface.solid("systemBlue", SystemColors.blue)
        return [
            ContrastCase("label", "primary text on the page and on glass", SystemColors.label, body, on: [grouped, glass]),
            ContrastCase(
                "secondary.spec", "iOS .secondary text on the page and on glass", SystemColors.secondaryLabel,
                body, on: [grouped, glass], origin: .spec,
                correction: "secondary text uses SystemColors.secondaryLabelAccessible (85% / 80%)"),
            ContrastCase(
                "secondary", "secondary text on the page and on glass", SystemColors.secondaryLabelAccessible,
                body, on: [grouped, glass]),
            ContrastCase(
                "prominentPill.spec", "prominent pill: white semibold headline on systemBlue", AdaptiveColor(.white),
                requirement(TypographyToken(size: 17, weight: .semibold, relativeTo: .headline)), on: [blue],
                origin: .spec, correction: "prominent pill labels are bold (LiquidStyle.prominentLabel), large text from 14 pt"),
            ContrastCase(
                "prominentPill", "prominent pill: white bold headline on systemBlue", AdaptiveColor(.white),
                requirement(LiquidStyle.prominentLabel), on: [blue]),
            ContrastCase(
                "icon.gradientStart", "blue → purple icon gradient on the page (non-text)", SystemColors.blue,
                .nonText, on: [grouped, glass]),
            ContrastCase(
                "icon.gradientEnd", "purple end of the icon gradient on the page (non-text)", SystemColors.purple,
                .nonText, on: [grouped, glass]),
        ]
            + increasedContrast(
                card: SystemColors.secondarySystemGroupedBackground, around: [grouped], primary: SystemColors.label,
                secondary: SystemColors.secondaryLabelAccessible)
    }
}
