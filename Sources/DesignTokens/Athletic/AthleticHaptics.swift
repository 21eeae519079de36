/// 003 §6: which haptic each component fires.
public enum AthleticHaptics {
    /// The component auto-haptics table, in 003's order.
    public static let components: [(component: String, haptic: HapticToken)] = [
        ("ModernButton.primary", .medium),
        ("ModernButton.secondary", .selection),
        ("ModernButton.ghost", .selection),
        ("ModernCard.tappable", .light),
        ("AnimatedTabBar", .light),
        ("ModernSegmentControl", .selection),
        ("PillSelector", .selection),
        ("ProgressRing.complete", .success),
    ]

    /// 003 §6 "Haptic Budget": how often a kind of event may fire a haptic.
    public enum Budget: String, CaseIterable, Sendable, Codable {
        /// 003's "Always": buttons, tabs, completions, achievements, errors.
        case always
        /// 003's "Sometimes": card taps, segments, sheets (003 does not say when; each component decides).
        case sometimes
        /// 003's "Never": scrolling, passive state, stagger, loading.
        case never

        /// The events 003 lists under this heading.
        public var events: [String] {
            switch self {
            case .always: ["button", "tab", "completion", "achievement", "error"]
            case .sometimes: ["cardTap", "segment", "sheet"]
            case .never: ["scrolling", "passiveState", "stagger", "loading"]
            }
        }

        /// The budget an event falls under, or nil for an event 003 does not list.
        public static func of(_ event: String) -> Budget? {
            allCases.first { $0.events.contains(event) }
        }
    }
}
