import DesignTokens
import SwiftUI

/// 003's card: content on the raised surface in 12 pt continuous corners with a 1 pt white 6%
/// border, an optional 3 pt accent edge on the leading side (emerald, or gold), and a faint emerald inner glow in dark
/// mode. Given an action it is a button: it presses in to 97% on the highlight surface and gives a
/// light impact when tapped. Shares `CardSurface` with `GlassCard`.
@MainActor
public struct ModernCard<Content: View>: View {
    let accentEdge: AnyShapeStyle?
    let action: (@MainActor () -> Void)?
    let content: Content

    @Environment(\.airfitTheme) private var theme

    /// A card around `content`, with a 3 pt accent edge on its leading side in `accentEdge` (none when
    /// nil), and a button when given an `action`.
    ///
    /// ```swift
    /// ModernCard(accentEdge: AthleticColors.accentPrimary, action: { open() }) { Text("Leg day") }
    /// ```
    ///
    /// - Parameters:
    ///   - accentEdge: The edge's color (003: emerald `accentPrimary`, or gold `accentSecondary`), or nil for none.
    ///   - action: What a tap does; with one, the card is a button that presses in with the theme's press.
    ///   - content: The card's content.
    public init(
        accentEdge: AdaptiveColor? = nil, action: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(edge: accentEdge.map { AnyShapeStyle($0) }, action: action, content: content)
    }

    /// A card whose edge is any style: a `StatCard`'s is the theme's accent as SwiftUI's tint.
    init(edge: AnyShapeStyle?, action: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content) {
        self.accentEdge = edge
        self.action = action
        self.content = content()
    }

    public var body: some View {
        let theme = self.theme ?? .athletic
        if let action {
            FeedbackButton(
                feedback: theme.press.haptic?.feedback,
                style: ModernCardPressStyle(accentEdge: accentEdge, theme: theme), action: action
            ) {
                content
            }
        } else {
            content.modifier(ModernCardFace(accentEdge: accentEdge, pressed: false, theme: theme))
        }
    }
}

/// The card's face around its content, at rest or pressed.
@MainActor
struct ModernCardFace: ViewModifier {
    let accentEdge: AnyShapeStyle?
    let pressed: Bool
    let theme: Theme

    @Environment(\.colorScheme) private var colorScheme

    nonisolated init(accentEdge: AnyShapeStyle?, pressed: Bool, theme: Theme) {
        self.accentEdge = accentEdge
        self.pressed = pressed
        self.theme = theme
    }

    func body(content: Content) -> some View {
        let card = theme.card
        let shape = RoundedRectangle(cornerRadius: card.cornerRadius, style: .continuous)
        // 003's solid card darkens to the highlight surface while pressed; other themes' cards only scale.
        let surface = pressed && theme.dialect == .athletic ? SurfaceToken.solid(AthleticCard.pressedBackground) : card.surface
        return
            content
            .foregroundStyle(theme.textPrimary)
            .padding(card.padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background {
                if colorScheme == .dark && theme.dialect == .athletic {
                    RadialGradient(
                        colors: [AthleticCard.innerGlowColor.color(in: colorScheme), .clear], center: .topLeading,
                        startRadius: 0, endRadius: AthleticCard.innerGlowRadius * 8
                    )
                    .clipShape(shape)
                }
            }
            .overlay(alignment: .leading) {
                if let accentEdge {
                    Rectangle()
                        .fill(accentEdge)
                        .frame(width: AthleticCard.accentEdgeWidth)
                        .clipShape(shape)
                }
            }
            .cardSurface(surface, cornerRadius: card.cornerRadius, stroke: card.stroke, strokeWidth: card.strokeWidth, shadow: card.shadow)
    }
}

/// The card pressed: the highlight surface, scaled to 97%.
struct ModernCardPressStyle: ButtonStyle {
    let accentEdge: AnyShapeStyle?
    let theme: Theme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(ModernCardFace(accentEdge: accentEdge, pressed: configuration.isPressed, theme: theme))
            .pressResponse(isPressed: configuration.isPressed, scale: theme.press.scale, animation: theme.press.animation)
    }
}
