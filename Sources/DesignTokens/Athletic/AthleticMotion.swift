/// The athletic components' own motion, which 003 describes but does not number (decision D137):
/// one token each, so the audit and the token export see every animation a component plays.
public enum AthleticMotion {
    /// A card pressed and released: response 0.3 s, damping 0.8 (no visible bounce).
    public static let press = AnimationSpec.spring(.response(response: 0.3, dampingFraction: 0.8))
    /// A button or chip pressed and released: response 0.3 s, damping 0.7 (a small bounce, 003's "snappy").
    public static let buttonPress = AnimationSpec.spring(.response(response: 0.3, dampingFraction: 0.7))
    /// The segmented control's selection sliding to a new segment: response 0.35 s, damping 0.8.
    public static let segmentSelection = AnimationSpec.spring(.response(response: 0.35, dampingFraction: 0.8))
    /// The progress ring filling to a new value: response 0.6 s, damping 0.85.
    public static let ringFill = AnimationSpec.spring(.response(response: 0.6, dampingFraction: 0.85))
    /// The tab bar's badge dot breathing: ease in and out over 0.8 s, back and forth for ever.
    public static let badgePulse = AnimationSpec.easeInOut(duration: 0.8).repeatForever(autoreverses: true)
}
