/// iOS's semantic colors as UIKit resolves them in each appearance (UIColor documentation and
/// its published values). The pastel and liquid dialects set text with these.
public enum SystemColors {
    /// `.label` / `Color.primary`.
    public static let label = AdaptiveColor(light: .black, dark: .white)
    /// `.secondaryLabel` / `Color.secondary`: #3C3C43 at 60% in light, #EBEBF5 at 60% in dark.
    public static let secondaryLabel = AdaptiveColor(
        light: .token("#3C3C43", opacity: 0.6),
        dark: .token("#EBEBF5", opacity: 0.6))
    /// Secondary text that reaches 4.5:1: `.secondaryLabel`'s hue at 85% (light) and 80% (dark).
    /// Apple's 60% reaches 3.44:1 even on white (decision D15).
    public static let secondaryLabelAccessible = AdaptiveColor(
        light: .token("#3C3C43", opacity: 0.85),
        dark: .token("#EBEBF5", opacity: 0.8))
    /// `.tertiaryLabel`: #3C3C43 at 30% in light, #EBEBF5 at 30% in dark.
    public static let tertiaryLabel = AdaptiveColor(
        light: .token("#3C3C43", opacity: 0.3),
        dark: .token("#EBEBF5", opacity: 0.3))
    /// `.quaternaryLabel`: #3C3C43 at 18% in light, #EBEBF5 at 18% in dark.
    public static let quaternaryLabel = AdaptiveColor(
        light: .token("#3C3C43", opacity: 0.18),
        dark: .token("#EBEBF5", opacity: 0.18))
    /// `.systemBackground`.
    public static let systemBackground = AdaptiveColor(light: .white, dark: .black)
    /// `.secondarySystemBackground`.
    public static let secondarySystemBackground = AdaptiveColor(light: .token("#F2F2F7"), dark: .token("#1C1C1E"))
    /// `.systemGroupedBackground`.
    public static let systemGroupedBackground = AdaptiveColor(light: .token("#F2F2F7"), dark: .black)
    /// `.secondarySystemGroupedBackground`: the cards on a grouped background.
    public static let secondarySystemGroupedBackground = AdaptiveColor(light: .white, dark: .token("#1C1C1E"))
    /// `Color.blue` / `.systemBlue`.
    public static let blue = AdaptiveColor(light: .token("#007AFF"), dark: .token("#0A84FF"))
    /// `Color.purple` / `.systemPurple`.
    public static let purple = AdaptiveColor(light: .token("#AF52DE"), dark: .token("#BF5AF2"))
}
