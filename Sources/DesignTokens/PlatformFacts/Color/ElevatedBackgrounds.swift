/// The background colors UIKit draws in the dark appearance at the elevated user interface level,
/// which sheets and popovers are presented at: lighter than the base level so that a sheet stands
/// out against the page behind it (the HIG's Color page, "Dark elevated": system background
/// #1C1C1E, secondary #2C2C2E, tertiary #3A3A3C, the grouped ones alike).
public enum ElevatedBackgrounds {
    /// The dark elevated value of a system background color, by its base values; nil for any
    /// other color, which does not change with the level.
    ///
    /// ```swift
    /// ElevatedBackgrounds.darkValue(of: SystemColors.systemBackground)  // #1C1C1E
    /// ```
    public static func darkValue(of color: AdaptiveColor) -> SRGBColor? {
        switch color {
        case SystemColors.systemBackground, SystemColors.systemGroupedBackground: .token("#1C1C1E")
        case SystemColors.secondarySystemBackground, SystemColors.secondarySystemGroupedBackground: .token("#2C2C2E")
        case SystemPalette.tertiarySystemBackground, SystemPalette.tertiarySystemGroupedBackground: .token("#3A3A3C")
        default: nil
        }
    }
}
