/// The pastel dialect's type: ultra-light rounded headlines from 000 §6 and §7.
public enum PastelTypography {
    /// 000 §6.1 "Welcome to AirFit".
    public static let welcome = TypographyToken(size: 44, weight: .thin, design: .rounded, relativeTo: .largeTitle)
    /// 000 §6.3 "Log your meal".
    public static let voiceTitle = TypographyToken(size: 36, weight: .thin, design: .rounded, relativeTo: .largeTitle)
    /// 000 §6.2 "Daily Dashboard".
    public static let screenTitle = TypographyToken(size: 34, weight: .thin, design: .rounded, relativeTo: .largeTitle)
    /// 000 §6.4 and 001 "Daily Stats".
    public static let sectionTitle = TypographyToken(size: 28, weight: .thin, design: .rounded, relativeTo: .title)
    /// 000 §7 `GradientNumber`.
    public static let gradientNumber = TypographyToken(
        size: 64, weight: .thin, design: .rounded,
        relativeTo: .largeTitle, monospacedDigits: true)
    /// 000 §6.1 "Get Started" (`.headline`).
    public static let cardAction = TypographyToken(size: 17, weight: .semibold, relativeTo: .headline)
    /// Body copy inside glass cards (SwiftUI's `.body`).
    public static let body = TypographyToken(size: 17, weight: .regular, relativeTo: .body)
    /// 000 §5: the mic glyph, 28 pt light.
    public static let micGlyph = TypographyToken(size: 28, weight: .light, relativeTo: .title)
}
