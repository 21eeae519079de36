import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// 004's circle button for a single action: an SF Symbol in `tint` on interactive liquid glass,
/// pressing in on `.bouncy(duration: 0.3)`. Labelled for VoiceOver by `accessibilityLabel`.
@MainActor
public struct GlassIconButton: View {
    let systemName: String
    let tint: Color
    let label: Text
    let action: @MainActor () -> Void

    @Environment(\.liquidCompactMode) private var compact

    /// A button showing `systemImage` in `tint`; VoiceOver reads `accessibilityLabel`, looked up in
    /// the app's String Catalog. A symbol alone says nothing to VoiceOver, so the label is required.
    ///
    /// ```swift
    /// GlassIconButton(systemImage: "xmark", accessibilityLabel: "Close") { dismiss() }
    /// ```
    public init(
        systemImage: String, tint: Color = .primary, accessibilityLabel: LocalizedStringKey,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(systemImage: systemImage, tint: tint, accessibilityLabel: Text(accessibilityLabel), action: action)
    }

    /// The same with a label read verbatim (a string value, not a literal).
    @_disfavoredOverload
    public init(
        systemImage: String, tint: Color = .primary, accessibilityLabel: some StringProtocol,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(systemImage: systemImage, tint: tint, accessibilityLabel: Text(accessibilityLabel), action: action)
    }

    /// The same with a label made as you like: `Text("Close", bundle: .module)`.
    public init(
        systemImage: String, tint: Color = .primary, accessibilityLabel: Text,
        action: @escaping @MainActor () -> Void
    ) {
        self.systemName = systemImage
        self.tint = tint
        self.label = accessibilityLabel
        self.action = action
    }

    public var body: some View {
        let size: Double = compact ? 36 : TouchTarget.minimumSide
        Button(action: action) {
            Image(systemName: systemName)
                .font(.system(size: compact ? 15 : 18, weight: .semibold))
                .foregroundStyle(tint)
                .frame(width: size, height: size)
                .liquidGlass(in: Circle(), isInteractive: true)
                // Compact mode draws a 36 pt circle and keeps the HIG's 44 × 44 pt target around it.
                .minimumTouchTarget()
        }
        .buttonStyle(LiquidPressStyle())
        .accessibilityLabel(label)
    }
}

/// Liquid presses: to 96% on 004's `.bouncy(duration: 0.3)`.
struct LiquidPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(LiquidPressFace(isPressed: configuration.isPressed))
    }
}

/// The press face of `LiquidPressStyle`.
@MainActor
struct LiquidPressFace: ViewModifier {
    let isPressed: Bool

    nonisolated init(isPressed: Bool) {
        self.isPressed = isPressed
    }

    func body(content: Content) -> some View {
        content
            .pressResponse(isPressed: isPressed, scale: Theme.liquid.press.scale, animation: GlassTokens.Animation.press)
    }
}
