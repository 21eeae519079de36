import DesignTokens
import Testing

/// Issue #29: `Theme` is open, and the spec's three themes carry the values their components drew
/// before the roles existed (003 §2's table for athletic; iOS's blue and text styles elsewhere).
struct ThemeRolesTests {
    @Test func theAthleticRolesAre003sColorsAndType() {
        let athletic = Theme.athletic
        #expect(athletic.accent == AthleticColors.accentPrimary)  // #00E676
        #expect(athletic.accent.light == (try? SRGBColor(hex: "#00E676")))
        #expect(athletic.onAccent == AthleticColors.textOnAccent)  // #0A0A0C
        #expect(athletic.accentText == AthleticColors.accentPrimaryText)  // #007A3D on light
        #expect(athletic.highlight == AthleticColors.accentSecondary)  // #FFD740
        #expect(athletic.tintsControls)
        // 003's label (15 pt semibold), headlineSmall (17), bodyMedium (15), displaySmall (28 bold rounded).
        #expect(athletic.typography.label == AthleticTypography.labelLarge)
        #expect(athletic.typography.number.size == 28 && athletic.typography.number.weight == .bold)
        #expect(athletic.typography.number.design == .rounded)
    }

    @Test func pastelAndLiquidLeaveTheTintToTheApp() {
        for theme in [Theme.pastel, .liquid] {
            #expect(!theme.tintsControls, "\(theme.name)")
            #expect(theme.accent == SystemColors.blue, "\(theme.name)")
            // `.headline`: 17 pt semibold, scaling with the headline style.
            #expect(theme.typography.label == TypographyToken(size: 17, weight: .semibold, relativeTo: .headline))
        }
        // On 001's Dynamic Tint, dark in light mode and light in dark mode, the pastel label flips.
        #expect(Theme.pastel.onAccent.light == .white && Theme.pastel.onAccent.dark == .black)
    }

    @Test func aThemeIsNamedAndIdentifiedByItsName() {
        #expect(Theme.all.map(\.id) == ["pastel", "athletic", "liquid"])
        var brand = Theme.liquid.named("harbor")
        #expect(brand.name == "harbor" && brand.dialect == .liquid)
        brand.accent = AdaptiveColor(.token("#FF6B4A"))
        #expect(brand != Theme.liquid.named("harbor"))
        #expect(Theme(named: "harbor") == nil)  // the spec's names only
    }

    @Test func theMemberwiseInitializerSortsTheTokens() {
        let theme = Theme(
            name: "x", dialect: .athletic, backdrop: .solid(AdaptiveColor(.white)), card: Theme.athletic.card,
            textPrimary: AdaptiveColor(.black), textSecondary: AdaptiveColor(.black), accent: AdaptiveColor(.black),
            onAccent: AdaptiveColor(.white), accentText: AdaptiveColor(.black), highlight: AdaptiveColor(.black),
            typography: Theme.athletic.typography, press: Theme.athletic.press,
            tokens: Array(Theme.athletic.tokens.reversed()))
        #expect(theme.tokens.map(\.name) == Theme.athletic.tokens.map(\.name))
        #expect(theme.tintsControls)
    }
}
