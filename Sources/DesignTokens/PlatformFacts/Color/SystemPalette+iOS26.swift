extension SystemPalette {
    /// The system colors iOS 26 changed, by their iOS 18 values: light and dark. Sources: the
    /// held-out iOS 26.2 references measured in issue #37 (`systemRed` #FF383C, `systemBlue`
    /// #0088FF, light) and the HIG's Color page after its June 2025 update, as a public digest of
    /// it transcribes the table (verified 2026-07-01), which agrees with both measurements. Yellow's
    /// light value, green, pink and the grays did not change; `link` follows blue.
    static let iOS26Revisions: [AdaptiveColor: AdaptiveColor] = [
        red: AdaptiveColor(light: .token("#FF383C"), dark: .token("#FF4245")),
        orange: AdaptiveColor(light: .token("#FF8D28"), dark: .token("#FF9230")),
        yellow: AdaptiveColor(light: .token("#FFCC00"), dark: .token("#FFD600")),
        mint: AdaptiveColor(light: .token("#00C8B3"), dark: .token("#00DAC3")),
        teal: AdaptiveColor(light: .token("#00C3D0"), dark: .token("#00D2E0")),
        cyan: AdaptiveColor(light: .token("#00C0E8"), dark: .token("#3CD3FE")),
        blue: AdaptiveColor(light: .token("#0088FF"), dark: .token("#0091FF")),
        indigo: AdaptiveColor(light: .token("#6155F5"), dark: .token("#6D7CFF")),
        purple: AdaptiveColor(light: .token("#CB30E0"), dark: .token("#DB34F2")),
        brown: AdaptiveColor(light: .token("#AC7F5E"), dark: .token("#B78A66")),
        link: AdaptiveColor(light: .token("#0088FF"), dark: .token("#0091FF")),
    ]
}

extension AdaptiveColor {
    /// The value for one appearance on one iOS release: a system color iOS 26 changed takes its
    /// iOS 26 value there; every other color is the same on both.
    public func resolved(in appearance: Appearance, on os: IOSVersion) -> SRGBColor {
        switch os {
        case .iOS18: resolved(in: appearance)
        case .iOS26: (SystemPalette.iOS26Revisions[self] ?? self).resolved(in: appearance)
        }
    }
}
