import DesignTokens
import SwiftUI

/// 000's translucent card: content on the ultraThin material in 20 pt continuous corners, a 1 pt
/// white inner stroke and a soft shadow, springing in from 96% when it appears. The entrance uses
/// `PastelGlass.entranceSpringBounceFree` (the spec's own 130/12 spring bounces though it is called
/// bounce-free; the audit reports it); Reduce Motion turns the entrance into 000 §3.2's plain 0.12 s fade.
@MainActor
public struct GlassCard<Content: View>: View {
    /// How the card springs in.
    public enum Entrance: Sendable {
        /// `PastelGlass.entranceSpringBounceFree`: what the spec describes (no bounce), the default.
        case bounceFree
        /// The spec's own `interpolatingSpring(stiffness: 130, damping: 12)`, with 001's refresh-rate
        /// adaptation (damping 10.5 on 60 Hz displays) from `displayMaximumFramesPerSecond`. It bounces.
        case specSpring
    }

    let content: Content
    let entrance: Entrance
    /// Which dialect's card it is.
    let kind: Kind

    /// A pastel card, or a liquid one with its glass tint.
    enum Kind {
        case pastel
        case liquid(tint: Color?)
    }

    @State private var appeared = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.displayMaximumFramesPerSecond) private var framesPerSecond
    @Environment(\.airfitTheme) private var theme

    /// A pastel glass card around `content`, springing in when it appears.
    ///
    /// ```swift
    /// GlassCard { Text("Protein 112 of 140 g") }
    /// ```
    ///
    /// - Parameters:
    ///   - entrance: The bounce-free entrance (default) or 000's spring, damped for the display's refresh rate.
    ///   - content: The card's content.
    public init(entrance: Entrance = .bounceFree, @ViewBuilder content: () -> Content) {
        self.entrance = entrance
        self.content = content()
        kind = .pastel
    }

    /// 004's liquid-glass card: content on liquid glass (native on iOS 26, the material fallback
    /// before) in 16 pt corners with `tint`, padded 16 pt (12 in compact mode), without an entrance.
    public init(tint: Color?, @ViewBuilder content: () -> Content) {
        self.entrance = .bounceFree
        self.content = content()
        kind = .liquid(tint: tint)
    }

    private var entranceAnimation: Animation {
        if reduceMotion { return .linear(duration: MotionToken.reducedMotionFade) }
        switch entrance {
        case .bounceFree: return .token(.spring(PastelGlass.entranceSpringBounceFree))
        case .specSpring: return .token(.spring(RefreshAdaptation.spring(framesPerSecond: framesPerSecond)))
        }
    }

    public var body: some View {
        switch kind {
        case let .liquid(tint): LiquidCardBody(tint: tint) { content }
        case .pastel: pastelBody
        }
    }

    private var pastelBody: some View {
        let theme = self.theme ?? .pastel
        return
            content
            .foregroundStyle(theme.textPrimary)
            .padding(theme.card.padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .cardSurface(theme.card)
            .scaleEffect(appeared || reduceMotion ? 1 : PastelGlass.entranceScale)
            .opacity(appeared ? 1 : 0)
            .animation(entranceAnimation, value: appeared)
            .onAppear { appeared = true }
    }
}

/// The liquid `GlassCard`'s face.
@MainActor
struct LiquidCardBody<Content: View>: View {
    let tint: Color?
    @ViewBuilder let content: Content

    @Environment(\.liquidCompactMode) private var compact

    var body: some View {
        content
            .padding(compact ? GlassTokens.Layout.compactCardPadding : GlassTokens.Layout.cardPadding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .liquidGlass(in: RoundedRectangle(cornerRadius: GlassTokens.Radius.card, style: .continuous), tint: tint)
    }
}
