/// Every athletic token (003) as an entry, for export and audit.
enum AthleticEntries {
    static let all: [TokenEntry] = {
        var list = EntryList()
        let colors: [(String, AdaptiveColor)] = [
            ("surfaceBase", AthleticColors.surfaceBase), ("surfaceRaised", AthleticColors.surfaceRaised),
            ("surfaceOverlay", AthleticColors.surfaceOverlay), ("surfaceHighlight", AthleticColors.surfaceHighlight),
            ("accentPrimary", AthleticColors.accentPrimary), ("accentSecondary", AthleticColors.accentSecondary),
            ("textOnAccent", AthleticColors.textOnAccent), ("success", AthleticColors.success),
            ("error", AthleticColors.error), ("warning", AthleticColors.warning), ("info", AthleticColors.info),
            ("textPrimary", AthleticColors.textPrimary), ("textSecondary", AthleticColors.textSecondary),
            ("textTertiary", AthleticColors.textTertiary), ("textOnDanger", AthleticColors.textOnDanger),
            ("textOnDangerAccessible", AthleticColors.textOnDangerAccessible),
            ("textTertiaryAccessible", AthleticColors.textTertiaryAccessible),
            ("accentPrimaryText", AthleticColors.accentPrimaryText), ("errorText", AthleticColors.errorText),
        ]
        for (name, color) in colors { list.color("color.\(name)", color, "003 §1; light text: decision D8") }
        list.gradient("gradient.athletic", AthleticColors.athleticGradient, "003 §1")
        list.gradient("gradient.glow", AthleticColors.glowGradient, "003 §1; radius: decision D9")
        list.gradient("gradient.surface", AthleticColors.surfaceGradient, "003 §1")
        for (name, token) in AthleticTypography.scale { list.typography("type.\(name)", token, "003 §2; anchors: 003 §5, decision D10") }
        list.number("type.minimumScaleFactor", AthleticTypography.minimumScaleFactor, "003 §5")
        list.text("type.displayScalingCap", AthleticTypography.displayScalingCap.rawValue, "decision D10")

        list.color("card.background", AthleticCard.background, "003 §3 ModernCard")
        list.dimension("card.borderWidth", AthleticCard.borderWidth, "003 §3 ModernCard")
        list.color("card.border", AthleticCard.borderColor, "003 §3 ModernCard")
        list.dimension("card.accentEdgeWidth", AthleticCard.accentEdgeWidth, "003 §3 ModernCard")
        list.color("card.innerGlow", AthleticCard.innerGlowColor, "003 §3 ModernCard")
        list.dimension("card.innerGlowRadius", AthleticCard.innerGlowRadius, "003 §3 ModernCard")
        list.number("card.pressedScale", AthleticCard.pressedScale, "003 §3 ModernCard")
        list.dimension("card.cornerRadius", AthleticCard.cornerRadius, "003 §3 ModernButton")
        list.dimension("card.padding", AthleticCard.padding, "decision D11")
        list.dimension("layout.screenPadding", AthleticCard.screenPadding, "decision D11")

        for variant in AthleticButtonVariant.allCases {
            let prefix = "button.\(variant.rawValue)"
            list.color("\(prefix).fill", variant.fill, "003 §3 ModernButton")
            list.color("\(prefix).label", variant.label, "003 §3 ModernButton")
            list.color("\(prefix).pressedFill", variant.pressedFill, "003 §3; decision D12")
            list.dimension("\(prefix).borderWidth", variant.borderWidth, "003 §3 ModernButton")
            list.text("\(prefix).haptic", variant.haptic.rawValue, "003 §6; decision D12")
        }
        list.dimension("button.cornerRadius", AthleticButton.cornerRadius, "003 §3 ModernButton")
        list.number("button.pressedScale", AthleticButton.pressedScale, "003 §3 ModernButton")
        list.gradient("button.sheen", AthleticButton.sheen, "003 §3 ModernButton")
        list.typography("button.label", AthleticButton.label, "003 §2 labelLarge")

        list.color("textField.background", AthleticTextField.background, "003 §3 ModernTextField")
        list.color("textField.border", AthleticTextField.borderColor, "003 §3 ModernTextField")
        list.dimension("textField.borderWidth", AthleticTextField.borderWidth, "003 §3 ModernTextField")
        list.color("textField.focusedBorder", AthleticTextField.focusedBorderColor, "003 §3 ModernTextField")
        list.dimension("textField.focusedBorderWidth", AthleticTextField.focusedBorderWidth, "003 §3 ModernTextField")
        list.animation("textField.labelSpring", .spring(AthleticTextField.labelSpring), "decision D13")
        list.animation("motion.press", AthleticMotion.press, "003 §3 ModernCard; decision D137")
        list.animation("motion.buttonPress", AthleticMotion.buttonPress, "003 §3 ModernButton, ActionChip; decision D137")
        list.animation("motion.segmentSelection", AthleticMotion.segmentSelection, "003 §3 ModernSegmentControl; decision D137")
        list.animation("motion.ringFill", AthleticMotion.ringFill, "003 §3 ProgressRing; decision D137")
        list.animation("motion.badgePulse", AthleticMotion.badgePulse, "003 §3 AnimatedTabBar; decision D137")

        list.typography("statCard.number", AthleticWidgets.statNumber, "003 §3 StatCard")
        list.number("statCard.iconGlowOpacity", AthleticWidgets.statIconGlowOpacity, "003 §3 StatCard")
        list.color("ring.track", AthleticWidgets.ringTrack, "003 §3 ProgressRing")
        list.gradient("ring.fill", AthleticWidgets.ringFill, "003 §3 ProgressRing")
        list.dimension("ring.lineWidth", AthleticWidgets.ringLineWidth, "decision D11")
        list.number("badge.glowOpacity", AthleticWidgets.badgeGlowOpacity, "decision D11")
        list.number("chip.fillOpacity", AthleticWidgets.chipFillOpacity, "003 §3 ActionChip")
        list.number("chip.pressedFillOpacity", AthleticWidgets.chipPressedFillOpacity, "003 §3 ActionChip")
        list.color("tabBar.selectedGlow", AthleticWidgets.tabSelectedGlow, "003 §3 AnimatedTabBar")
        list.color("tabBar.badge", AthleticWidgets.tabBadge, "003 §3 AnimatedTabBar")
        list.color("segment.selected", AthleticWidgets.segmentSelected, "003 §3 ModernSegmentControl")
        list.color("segment.unselected", AthleticWidgets.segmentUnselected, "003 §3 ModernSegmentControl")

        for transition in SignatureTransition.allCases {
            let token = transition.token
            let prefix = "transition.\(transition.rawValue)"
            list.animation("\(prefix).animation", token.animation, "003 §4; decision D14")
            list.dimension("\(prefix).offset", token.offset, "003 §4")
            list.number("\(prefix).scaleFrom", token.scaleFrom, "003 §4")
            list.number("\(prefix).scaleTo", token.scaleTo, "003 §4")
            list.duration("\(prefix).perItemDelay", token.perItemDelay, "003 §4")
            list.text("\(prefix).haptics", token.haptics.map(describe).joined(separator: ", "), "003 §6")
            list.text("\(prefix).reducedMotion", token.reducedMotion.rawValue, "003 §5; decision D14")
        }
        list.dimension("transition.sheetRise.topCornerRadius", SignatureTransitionDetails.sheetTopCornerRadius, "003 §4.3")
        list.color("transition.sheetRise.dim", SignatureTransitionDetails.sheetDim, "decision D14")
        list.number("transition.tabMorph.outgoingOpacity", SignatureTransitionDetails.tabMorphOutgoingOpacity, "003 §4.5")
        list.number("transition.cardFlip.degrees", SignatureTransitionDetails.cardFlipDegrees, "003 §4.6")
        list.number("transition.countdownBurst.outgoingScale", SignatureTransitionDetails.countdownOutgoingScale, "003 §4.7")
        list.duration("transition.countdownBurst.interval", SignatureTransitionDetails.countdownInterval, "decision D14")
        list.number("transition.pulseExpand.ringScale", SignatureTransitionDetails.pulseRingScale, "decision D14")

        for (component, haptic) in AthleticHaptics.components {
            list.text("haptic.component.\(component)", haptic.rawValue, "003 §6")
        }
        for budget in AthleticHaptics.Budget.allCases {
            list.text("haptic.budget.\(budget.rawValue)", budget.events.joined(separator: ", "), "003 §6")
        }
        list.curves([.easeInOut, .easeOut], "Apple UnitCurve")
        list.materials("decision D6")
        return list.entries
    }()

    private static func describe(_ timed: TimedHaptic) -> String {
        switch timed.moment {
        case let .at(seconds): "\(timed.haptic.rawValue)@\(seconds)s"
        case .onDismiss: "\(timed.haptic.rawValue)@dismiss"
        case .perTick: "\(timed.haptic.rawValue)@tick"
        case .onFinal: "\(timed.haptic.rawValue)@final"
        }
    }
}
