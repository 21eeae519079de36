/// A view blurred and scaled as it is replaced (Apple: `BlurReplaceTransition`, iOS 17: "combining
/// blurring and scaling effects"). Apple publishes no radius or scale: here the view enters from
/// 10 pt of blur, 80% of its size and transparent, and leaves to the same, or to 120% with `.upUp`
/// (decision D240). At rest it is the view as it is.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it leaves (Apple: `BlurReplaceTransition.Configuration`).
    public struct Configuration: Equatable, Sendable {
        let scalesUpOnRemoval: Bool

        /// Scales down while leaving and up while entering.
        public static let downUp = Configuration(scalesUpOnRemoval: false)
        /// Scales up while leaving and while entering.
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    /// Which way the view scales as it leaves.
    public var configuration: Configuration

    /// A blur-replace transition.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    static let radius: CGFloat = 10
    static let smaller: CGFloat = 0.8
    static let larger: CGFloat = 1.2

    /// Blurred, scaled and transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat =
            switch phase {
            case .identity: 1
            case .willAppear: Self.smaller
            case .didDisappear: configuration.scalesUpOnRemoval ? Self.larger : Self.smaller
            }
        content
            .blur(radius: phase.isIdentity ? 0 : Self.radius)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A blur-replace transition with `config`.
    ///
    /// ```swift
    /// Text(score, format: .number).id(score).transition(.blurReplace(.upUp))
    /// ```
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }

    /// A blur-replace transition that scales down while leaving.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
}
