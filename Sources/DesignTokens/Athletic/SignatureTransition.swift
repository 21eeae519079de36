/// When a transition's haptic fires.
public enum HapticMoment: Hashable, Sendable {
    /// Seconds after the transition starts.
    case at(Double)
    /// When a sheet is dismissed.
    case onDismiss
    /// On every number of a countdown.
    case perTick
    /// On the countdown's final "GO".
    case onFinal
}

/// A haptic and when it fires.
public struct TimedHaptic: Hashable, Sendable {
    /// The haptic to play.
    public let haptic: HapticToken
    /// When it plays.
    public let moment: HapticMoment

    /// A haptic at a moment of a transition.
    ///
    /// - Parameters:
    ///   - haptic: The haptic to play.
    ///   - moment: When it plays.
    public init(_ haptic: HapticToken, _ moment: HapticMoment) {
        self.haptic = haptic
        self.moment = moment
    }
}

/// What a transition becomes under Reduce Motion (003 §5). Haptics still fire in every case.
public enum ReducedMotionFallback: String, Sendable, Codable {
    /// Appears at once with a short opacity fade.
    case instantFade
    /// The old and new views cross-fade in place.
    case crossfade
    /// Only the opacity animates.
    case opacityOnly
    /// The new view replaces the old one in the same frame.
    case instantSwap
}

/// 003 §4: the seven signature transitions, as data.
public enum SignatureTransition: String, CaseIterable, Sendable, Codable {
    /// 003 §4.1: a card grows into its detail screen.
    case hero
    /// 003 §4.2: list items rise in one after another.
    case staggerReveal
    /// 003 §4.3: a sheet rises from the bottom over a dimmed screen.
    case sheetRise
    /// 003 §4.4: a badge pulses with a growing glow ring.
    case pulseExpand
    /// 003 §4.5: tab pages slide and fade toward the selected tab.
    case tabMorph
    /// 003 §4.6: a card turns about its Y axis to show its back.
    case cardFlip
    /// 003 §4.7: a countdown's numbers burst out, one a second.
    case countdownBurst

    /// The numbers of one transition. Values 003 does not give are marked in `docs/decisions.md` (D14).
    public struct Token: Hashable, Sendable {
        /// The motion's curve or spring.
        public let animation: AnimationSpec
        /// Vertical (or, for tab morph, horizontal) travel in points.
        public let offset: Double
        /// Scale the moving view starts from, and ends at.
        public let scaleFrom: Double
        /// Scale the moving view ends at.
        public let scaleTo: Double
        /// Delay between consecutive items (stagger reveal only).
        public let perItemDelay: Double
        /// The haptics the transition plays and when (003 §6).
        public let haptics: [TimedHaptic]
        /// What the transition becomes under Reduce Motion.
        public let reducedMotion: ReducedMotionFallback
    }

    /// This transition's numbers.
    public var token: Token {
        switch self {
        case .hero:
            Token(
                animation: .spring(.response(response: 0.5, dampingFraction: 0.82)), offset: 0, scaleFrom: 1, scaleTo: 1,
                perItemDelay: 0, haptics: [TimedHaptic(.medium, .at(0)), TimedHaptic(.soft, .at(0.4))],
                reducedMotion: .crossfade)
        case .staggerReveal:
            Token(
                animation: .spring(.response(response: 0.45, dampingFraction: 0.85)), offset: 20, scaleFrom: 1, scaleTo: 1,
                perItemDelay: 0.04, haptics: [], reducedMotion: .instantFade)
        case .sheetRise:
            Token(
                animation: .spring(.response(response: 0.45, dampingFraction: 0.85)), offset: 0, scaleFrom: 0.95, scaleTo: 1,
                perItemDelay: 0, haptics: [TimedHaptic(.soft, .at(0)), TimedHaptic(.light, .onDismiss)],
                reducedMotion: .instantFade)
        case .pulseExpand:
            Token(
                animation: .spring(.response(response: 0.4, dampingFraction: 0.6)), offset: 0, scaleFrom: 0.8, scaleTo: 1,
                perItemDelay: 0, haptics: [TimedHaptic(.rigid, .at(0))], reducedMotion: .opacityOnly)
        case .tabMorph:
            Token(
                animation: .spring(.smooth(duration: 0.3)), offset: 30, scaleFrom: 1, scaleTo: 1,
                perItemDelay: 0, haptics: [TimedHaptic(.light, .at(0))], reducedMotion: .instantSwap)
        case .cardFlip:
            Token(
                animation: .easeInOut(duration: 0.5), offset: 0, scaleFrom: 1, scaleTo: 1,
                perItemDelay: 0, haptics: [TimedHaptic(.medium, .at(0.25))], reducedMotion: .crossfade)
        case .countdownBurst:
            Token(
                animation: .spring(.response(response: 0.4, dampingFraction: 0.7)), offset: 0, scaleFrom: 0.7, scaleTo: 1,
                perItemDelay: 0, haptics: [TimedHaptic(.light, .perTick), TimedHaptic(.heavy, .onFinal)],
                reducedMotion: .opacityOnly)
        }
    }
}

/// 003 §4 numbers that belong to one transition but are not part of `Token`.
public enum SignatureTransitionDetails {
    /// Sheet rise: `surfaceOverlay` with 24 pt top corners.
    public static let sheetTopCornerRadius: Double = 24
    /// Sheet rise: the sheet's fill, `surfaceOverlay`.
    public static let sheetBackground = AthleticColors.surfaceOverlay
    /// Sheet rise's background dim: 003 gives none; black at 40% (decision D14).
    public static let sheetDim = AdaptiveColor(.black.opacity(0.4))
    /// Tab morph: the outgoing view fades by 60%, to 40% opacity, while sliding 30 pt.
    public static let tabMorphOutgoingOpacity: Double = 0.4
    /// Card flip: 0 → 180° about the Y axis; the haptic fires at the 90° midpoint.
    public static let cardFlipDegrees: Double = 180
    /// Countdown burst: the outgoing number grows to 1.3 while fading out.
    public static let countdownOutgoingScale: Double = 1.3
    /// Countdown burst: one number per second (003 gives none; decision D14).
    public static let countdownInterval: Double = 1
    /// Pulse expand: the glow ring grows to 1.6× while fading, over 0.6 s easeOut (decision D14).
    public static let pulseRingScale: Double = 1.6
    /// Pulse expand: the glow ring's animation.
    public static let pulseRing = AnimationSpec.easeOut(duration: 0.6)
}
