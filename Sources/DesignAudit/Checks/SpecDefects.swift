import DesignTokens

/// Defects in the spec's own sample code: what goes wrong, and what our components do instead.
enum SpecDefects {
    static func section(for themes: [Theme]) -> AuditSection {
        let dialects = Set(themes.map(\.dialect))
        var findings: [Finding] = []
        if dialects.contains(.pastel) { findings += pastel }
        if dialects.contains(.liquid) { findings += liquid }
        return AuditSection(
            key: "defects", title: "Defects in the spec's own code",
            rule: "Sample code that does not do what its document says, or calls API SwiftUI does not have.",
            findings: findings)
    }

    private static func defect(
        _ id: String, _ subject: String, _ summary: String, _ correction: String,
        figures: [String: Double] = [:]
    ) -> Finding {
        Finding(
            id: "defects.\(id)", subject: subject, verdict: .contradiction, summary: summary,
            figures: figures, correction: correction)
    }

    static var pastel: [Finding] {
        let qaProbability = 1 / (11.0 * 11 * 11)
        return [
            defect(
                "micRipple.doubleToggle", "000 §5 MicRippleView",
                "onAppear toggles `ripple` and then toggles it back inside withAnimation in the same update: "
                    + "the state ends where it began, so there is no change to animate and the ripple never moves",
                "MicRippleView starts collapsed and animates one change, collapsed → expanded, with the repeating animation"),
            defect(
                "gradientNumber.maskMetrics", "000 §7 GradientNumber",
                "the base Text uses .monospacedDigit() but the mask Text does not: proportional digits mask tabular "
                    + "ones, so the gradient's letter shapes drift off the number as soon as digits differ in width",
                "GradientNumber builds the styled number once and uses that same view as the gradient's mask"),
            defect(
                "cascade.nonexistentAPI", "000 §3.2 CascadeModifier",
                "calls `content.string`, `content.letter(at:)` and `content.fontSize`, which a ViewModifier's content "
                    + "does not have, and `Font.Weight.init(_:)` with a number, which SwiftUI does not offer",
                "CascadeText takes the string itself, lays out one Text per glyph with a Layout, and steps weight "
                    + "through Font.Weight cases (see the cascade section)"),
            defect(
                "font.scaled", "000 §9 and 002 headline scaling",
                "`.font(.scaled(.system(size:)))` is not SwiftUI API",
                "Font.system(size:weight:design:) scaled with the text style it belongs to (decision D4)"),
            defect(
                "cascade.restingWeight", "000 §6 titles",
                "call sites set `.thin` (weight 200) while the cascade animates 300 → 400, so every title comes to rest "
                    + "at regular (400), not the thin (200) it asked for",
                "CascadeText animates toward the caller's weight; MotionToken's 300 → 400 stays available",
                figures: ["callSiteWeight": 200, "cascadeEndWeight": MotionToken.weightTo]),
            defect(
                "gradient.qaTable", "000 §11 QA table",
                "expects peachRose → mintAqua → lilacBlush → skyLavender, the declaration order, from a random "
                    + "next(): a random run reproduces it with probability 1/1331",
                "ScriptedGradientSource.qaTable replays the table exactly; SeededGenerator makes random runs reproducible",
                figures: ["probability": qaProbability]),
            defect(
                "dashboard.scrollClipsShadows", "000 §6.2 Dashboard",
                "the ScrollView sits inside the page's 24 pt padding, and a scroll view clips its content: the glass "
                    + "cards' shadows (10 pt radius, 4 pt down) end in a hard vertical edge 24 pt from each side of the "
                    + "screen, as iOS draws it too",
                "the dashboard and chat scroll views reach the screen's edges and pad their content inside "
                    + "(24 pt across, 14 pt of shadow room above and below)",
                figures: [
                    "padding": PastelLayout.screenPadding, "shadowRadius": PastelShadow.glassCard.radius,
                    "shadowY": PastelShadow.glassCard.y,
                ]),
            defect(
                "refresh.preferredFramesPerSecond", "001 ProMotion adaptation",
                "reads CADisplayLink.preferredFramesPerSecond, the rate the app asked for (0 by default), not the "
                    + "display's: `fps >= 120 ? 12 : 10.5` picks 10.5 on every device",
                "the display's maximum refresh rate arrives through an environment value; damping follows it"),
        ]
    }

    static var liquid: [Finding] {
        [
            defect(
                "haptics.uuidTrigger", "004 Haptic Feedback",
                "`.sensoryFeedback(.selection, trigger: UUID())` makes a new trigger value on every body evaluation, "
                    + "so feedback fires on every re-render, not on selection",
                "every sensoryFeedback in our components is triggered by the value that changes (the selection)")
        ]
    }
}
