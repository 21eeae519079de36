import DesignTokens
import SwiftUI

/// 004's circle button for a single action: an SF Symbol in `tint` on interactive liquid glass,
/// pressing in on `.bouncy(duration: 0.3)`. Labelled for VoiceOver by `accessibilityLabel`.
@MainActor
public struct GlassIconButton: View {
    let systemName: String
    let tint: Color
    let label: Text
    let action: @MainActor () -> Void

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
        Button(action: action) {
            Image(systemName: systemName).foregroundStyle(tint)
        }
        .buttonStyle(.glassIcon)
        .accessibilityLabel(label)
    }
}

/// 004's circle button look on any `Button`: its icon, semibold, on a circle of interactive liquid
/// glass, 44 pt across (36 pt in liquid compact mode, or at the small and mini control sizes,
/// inside a 44 pt touch target), pressing in with the theme's press. A `Label` shows only its
/// icon, and VoiceOver reads its title.
///
/// ```swift
/// Button { dismiss() } label: {
///     Label("Close", systemImage: "xmark")
/// }
/// .buttonStyle(.glassIcon)
/// ```
public struct GlassIconButtonStyle: ButtonStyle {
    /// The circle style (also `.buttonStyle(.glassIcon)`).
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(GlassIconFace(isPressed: configuration.isPressed))
    }
}

extension ButtonStyle where Self == GlassIconButtonStyle {
    /// 004's circle button look: the label's icon on interactive liquid glass.
    public static var glassIcon: GlassIconButtonStyle { GlassIconButtonStyle() }
}

/// The circle around an icon button's label.
@MainActor
struct GlassIconFace: ViewModifier {
    let isPressed: Bool

    @Environment(\.liquidCompactMode) private var compactMode
    @Environment(\.controlSize) private var controlSize
    @Environment(\.airfitTheme) private var theme

    nonisolated init(isPressed: Bool) {
        self.isPressed = isPressed
    }

    func body(content: Content) -> some View {
        let compact = compactMode || controlSize == .small || controlSize == .mini
        let size: Double = compact ? 36 : TouchTarget.minimumSide
        let press = ThemeRoles(theme, home: .liquid).theme.press
        return
            content
            .labelStyle(.iconOnly)
            .font(.system(size: compact ? 15 : 18, weight: .semibold))
            .frame(width: size, height: size)
            .liquidGlass(in: Circle(), isInteractive: true)
            // Compact mode draws a 36 pt circle and keeps the HIG's 44 × 44 pt target around it.
            .minimumTouchTarget()
            .pressResponse(isPressed: isPressed, scale: press.scale, animation: press.animation)
    }
}
