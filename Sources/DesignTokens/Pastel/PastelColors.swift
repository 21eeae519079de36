/// Foreground colors of the pastel dialect: the spec's where it gives one, and the named
/// accessible alternatives our components use where the spec's fails (the audit shows the numbers).
public enum PastelColors {
    /// Titles and body text: iOS's `.primary` label.
    public static let textPrimary = SystemColors.label
    /// Secondary text. The spec names none; iOS's `.secondary` reaches only about 3:1 on the
    /// pastel stops, so ours is `SystemColors.secondaryLabelAccessible` (decision D15).
    public static let textSecondary = SystemColors.secondaryLabelAccessible
    /// 000 §5: the mic glyph, white in both appearances.
    public static let micGlyphSpec = AdaptiveColor(.white)
    /// The mic glyph our `MicRippleView` draws: black at 60% on light gradients (white reaches
    /// about 1.2:1 there), white on dark ones (decision D15).
    public static let micGlyph = AdaptiveColor(light: .black.opacity(0.6), dark: .white)
    /// 000 §5: the ripple disc behind the glyph, white at 10%.
    public static let micRipple = AdaptiveColor(.white.opacity(0.1))
}
