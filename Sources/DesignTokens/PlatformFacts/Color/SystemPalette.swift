/// iOS's system colors, grays, fills and separators as UIKit resolves them in each appearance on
/// iOS 13 to 18 (UIKit's `UIColor` system colors, the published light and dark values listed by
/// the HIG's Color page before its June 2025 update). `Color.red` and the other SwiftUI system
/// colors are these; iOS 26 changed several hues, which `iOS26Revisions` carries and
/// `resolved(in:on:)` draws (D207).
public enum SystemPalette {
    /// `.systemRed` / `Color.red`.
    public static let red = AdaptiveColor(light: .token("#FF3B30"), dark: .token("#FF453A"))
    /// `.systemOrange` / `Color.orange`.
    public static let orange = AdaptiveColor(light: .token("#FF9500"), dark: .token("#FF9F0A"))
    /// `.systemYellow` / `Color.yellow`.
    public static let yellow = AdaptiveColor(light: .token("#FFCC00"), dark: .token("#FFD60A"))
    /// `.systemGreen` / `Color.green`.
    public static let green = AdaptiveColor(light: .token("#34C759"), dark: .token("#30D158"))
    /// `.systemMint` / `Color.mint` (iOS 15).
    public static let mint = AdaptiveColor(light: .token("#00C7BE"), dark: .token("#63E6E2"))
    /// `.systemTeal` / `Color.teal` (iOS 15's value).
    public static let teal = AdaptiveColor(light: .token("#30B0C7"), dark: .token("#40CBE0"))
    /// `.systemCyan` / `Color.cyan` (iOS 15).
    public static let cyan = AdaptiveColor(light: .token("#32ADE6"), dark: .token("#64D2FF"))
    /// `.systemBlue` / `Color.blue`, and the default accent color.
    public static let blue = SystemColors.blue
    /// `.systemIndigo` / `Color.indigo`.
    public static let indigo = AdaptiveColor(light: .token("#5856D6"), dark: .token("#5E5CE6"))
    /// `.systemPurple` / `Color.purple`.
    public static let purple = SystemColors.purple
    /// `.systemPink` / `Color.pink`.
    public static let pink = AdaptiveColor(light: .token("#FF2D55"), dark: .token("#FF375F"))
    /// `.systemBrown` / `Color.brown`.
    public static let brown = AdaptiveColor(light: .token("#A2845E"), dark: .token("#AC8E68"))
    /// `.systemGray` / `Color.gray`.
    public static let gray = AdaptiveColor(.token("#8E8E93"))
    /// `.systemGray2`.
    public static let gray2 = AdaptiveColor(light: .token("#AEAEB2"), dark: .token("#636366"))
    /// `.systemGray3`.
    public static let gray3 = AdaptiveColor(light: .token("#C7C7CC"), dark: .token("#48484A"))
    /// `.systemGray4`.
    public static let gray4 = AdaptiveColor(light: .token("#D1D1D6"), dark: .token("#3A3A3C"))
    /// `.systemGray5`.
    public static let gray5 = AdaptiveColor(light: .token("#E5E5EA"), dark: .token("#2C2C2E"))
    /// `.systemGray6`.
    public static let gray6 = AdaptiveColor(light: .token("#F2F2F7"), dark: .token("#1C1C1E"))
    /// `.tertiarySystemBackground`.
    public static let tertiarySystemBackground = AdaptiveColor(light: .white, dark: .token("#2C2C2E"))
    /// `.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = AdaptiveColor(light: .token("#F2F2F7"), dark: .token("#2C2C2E"))
    /// `.separator`: #3C3C43 at 29% in light, #545458 at 60% in dark.
    public static let separator = AdaptiveColor(light: .token("#3C3C43", opacity: 0.29), dark: .token("#545458", opacity: 0.6))
    /// `.opaqueSeparator`.
    public static let opaqueSeparator = AdaptiveColor(light: .token("#C6C6C8"), dark: .token("#38383A"))
    /// `.systemFill`: #787880 at 20% in light, 36% in dark.
    public static let systemFill = AdaptiveColor(light: .token("#787880", opacity: 0.2), dark: .token("#787880", opacity: 0.36))
    /// `.secondarySystemFill`: #787880 at 16% in light, 32% in dark.
    public static let secondarySystemFill = AdaptiveColor(
        light: .token("#787880", opacity: 0.16), dark: .token("#787880", opacity: 0.32))
    /// `.tertiarySystemFill`: #767680 at 12% in light, 24% in dark.
    public static let tertiarySystemFill = AdaptiveColor(
        light: .token("#767680", opacity: 0.12), dark: .token("#767680", opacity: 0.24))
    /// `.quaternarySystemFill`: #747480 at 8% in light, 18% in dark.
    public static let quaternarySystemFill = AdaptiveColor(
        light: .token("#747480", opacity: 0.08), dark: .token("#767680", opacity: 0.18))
    /// `.link`: the system blue.
    public static let link = AdaptiveColor(light: .token("#007AFF"), dark: .token("#0984FF"))
    /// `.placeholderText`: the tertiary label's values.
    public static let placeholderText = SystemColors.tertiaryLabel
}
