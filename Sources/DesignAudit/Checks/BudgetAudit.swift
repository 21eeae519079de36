import DesignTokens

/// The blur and haptic budgets, as rules, and the athletic tables held against the haptic budget.
enum BudgetAudit {
    /// The event each signature transition and component belongs to in 003 §6's budget.
    static let transitionEvents: [SignatureTransition: String] = [
        .hero: "cardTap", .staggerReveal: "stagger", .sheetRise: "sheet", .pulseExpand: "achievement",
        .tabMorph: "tab", .cardFlip: "cardTap", .countdownBurst: "completion",
    ]
    static let componentEvents: [String: String] = [
        "ModernButton.primary": "button", "ModernButton.secondary": "button", "ModernButton.ghost": "button",
        "ModernCard.tappable": "cardTap", "AnimatedTabBar": "tab", "ModernSegmentControl": "segment",
        "PillSelector": "segment", "ProgressRing.complete": "completion",
    ]

    static func section(for themes: [Theme]) -> AuditSection {
        var findings = [
            Finding(
                id: "budgets.blur.rule", subject: "blur budget", verdict: .note,
                summary: "at most \(BlurBudget.maximumPerScreen) simultaneous materials per screen (000 §9, 001); "
                    + "applied to every rendered screen by the screen checks",
                figures: ["budget": Double(BlurBudget.maximumPerScreen)])
        ]
        if themes.contains(where: { $0.dialect == .athletic }) {
            let rule = HapticBudgetRule()
            for transition in SignatureTransition.allCases {
                findings.append(
                    rule.check(
                        event: transitionEvents[transition]!,
                        haptics: transition.token.haptics.map(\.haptic),
                        context: "transition.\(transition.rawValue)"))
            }
            for (component, haptic) in AthleticHaptics.components {
                findings.append(
                    rule.check(
                        event: componentEvents[component]!, haptics: [haptic],
                        context: "component.\(component)"))
            }
        }
        return AuditSection(
            key: "budgets", title: "Budgets",
            rule: "Blur budget: ≤ 6 materials per screen. "
                + "Haptic budget (003 §6): always for buttons, tabs, completions, achievements, errors; "
                + "never for scrolling, passive state, stagger, loading.", findings: findings)
    }
}
