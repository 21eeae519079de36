import DesignTokens
import SwiftUI

/// 003's glow badge for achievements, levels and rarity: a pill filled with `tint` in an outer glow
/// of the same color at 20% (D11), pulsing once when it first appears (pulse expand's spring from
/// 0.8, with no haptic: a badge is passive state, 003 §6). Reduce Motion: it fades in instead.
@MainActor
public struct GlowBadge: View {
    let title: Text
    let systemImage: String?
    let tint: AdaptiveColor?

    /// A badge reading `title`, with an optional leading symbol, on `tint`; nil for the theme's
    /// highlight (003's gold).
    public init(_ titleKey: LocalizedStringKey, systemImage: String? = nil, tint: AdaptiveColor? = nil) {
        self.init(Text(titleKey), systemImage: systemImage, tint: tint)
    }

    /// The same with a title shown verbatim (a string value, not a literal: a name, say).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String? = nil, tint: AdaptiveColor? = nil) {
        self.init(Text(title), systemImage: systemImage, tint: tint)
    }

    /// The same with a title made as you like: `Text("key", bundle: .module)` for a key in your
    /// module's String Catalog.
    public init(_ title: Text, systemImage: String? = nil, tint: AdaptiveColor? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
    }

    public var body: some View {
        GlowBadgeCapsule(tint: tint) {
            HStack(spacing: 4) {
                if let systemImage {
                    Image(systemName: systemImage)
                        .font(GlowBadgeCapsule<EmptyView>.symbolFont)
                        .accessibilityHidden(true)
                }
                title
                    .typography(AthleticTypography.labelMedium)
                    .lineLimit(1)
                    .minimumScaleFactor(AthleticTypography.minimumScaleFactor)
            }
        }
    }
}

/// The look of a `GlowBadge` on any `Label`: its icon and title on a capsule of the tint (the
/// theme's highlight by default), glowing, pulsing once when it appears.
///
/// ```swift
/// Label("Level 12", systemImage: "star.fill")
///     .labelStyle(.glowBadge)
/// ```
public struct GlowBadgeLabelStyle: LabelStyle {
    let tint: AdaptiveColor?

    /// A badge on `tint`; nil for the theme's highlight (003's gold).
    public init(tint: AdaptiveColor? = nil) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        GlowBadgeCapsule(tint: tint) {
            HStack(spacing: 4) {
                configuration.icon
                    .font(GlowBadgeCapsule<EmptyView>.symbolFont)
                    .accessibilityHidden(true)
                configuration.title
                    .typography(AthleticTypography.labelMedium)
                    .lineLimit(1)
                    .minimumScaleFactor(AthleticTypography.minimumScaleFactor)
            }
        }
    }
}

extension LabelStyle where Self == GlowBadgeLabelStyle {
    /// 003's glowing badge, on the theme's highlight.
    public static var glowBadge: GlowBadgeLabelStyle { GlowBadgeLabelStyle() }

    /// 003's glowing badge on `tint`.
    public static func glowBadge(tint: AdaptiveColor) -> GlowBadgeLabelStyle { GlowBadgeLabelStyle(tint: tint) }
}

/// A badge's capsule around its content: the fill, the label color that reads on it, the glow and
/// the pulse in.
@MainActor
struct GlowBadgeCapsule<Content: View>: View {
    let tint: AdaptiveColor?
    @ViewBuilder let content: Content

    @State private var appeared = false
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.airfitTheme) private var theme

    /// The symbol beside the title: 11 pt bold at the default size, growing with Dynamic Type as
    /// the title does (`.caption2` is 11 pt at Large, HIG typography), so at AX5 it stays beside a
    /// 40 pt title rather than a dot.
    static var symbolFont: Font { .caption2.weight(.bold) }

    /// 003's dark on-accent text, or white where that reads better on the tint.
    static func label(on background: SRGBColor) -> Color {
        let dark = AthleticColors.textOnAccent.resolved(in: .dark)
        let white = SRGBColor.white
        let darkWins = SRGBColor.contrastRatio(dark, background) >= SRGBColor.contrastRatio(white, background)
        return Color(token: darkWins ? dark : white)
    }

    var body: some View {
        let tint = self.tint ?? ThemeRoles(theme, home: .athletic).theme.highlight
        let fill = tint.color(in: colorScheme)
        let label = Self.label(on: tint.resolved(in: colorScheme == .dark ? .dark : .light))
        content
            .foregroundStyle(label)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background { Capsule().fill(fill) }
            .shadow(color: tint.opacity(AthleticWidgets.badgeGlowOpacity).color(in: colorScheme), radius: 8)
            .scaleEffect(appeared || reduceMotion ? 1 : SignatureTransition.pulseExpand.token.scaleFrom)
            .opacity(appeared ? 1 : 0)
            .animation(
                reduceMotion ? .linear(duration: MotionToken.reducedMotionFade) : .token(SignatureTransition.pulseExpand.token.animation),
                value: appeared
            )
            .onAppear { appeared = true }
            .accessibilityElement(children: .combine)
    }
}
