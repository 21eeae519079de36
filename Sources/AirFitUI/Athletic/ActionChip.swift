import DesignTokens
import SwiftUI

/// 003's action chip: an icon and a label in a rounded rectangle tinted at 10%, pressing to 20%
/// and 96% with the theme's press haptic (003's light impact) once per tap.
@MainActor
public struct ActionChip: View {
    let title: Text
    let symbol: String
    let action: @MainActor () -> Void

    @Environment(\.airfitTheme) private var theme

    /// A chip that runs `action` when tapped.
    ///
    /// ```swift
    /// ActionChip("Quick 20", systemImage: "bolt.fill") { startQuickWorkout() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The chip's label.
    ///   - systemImage: An SF Symbol shown before the label.
    ///   - action: What a tap does.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(Text(titleKey), systemImage: systemImage, action: action)
    }

    /// The same with a title shown verbatim (a string value, not a literal: a name, say).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(Text(title), systemImage: systemImage, action: action)
    }

    /// The same with a title made as you like: `Text("key", bundle: .module)` for a key in your
    /// module's String Catalog.
    public init(_ title: Text, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.symbol = systemImage
        self.action = action
    }

    public var body: some View {
        // The tap's haptic is the theme's press haptic: 003's light impact at home.
        FeedbackButton(feedback: (theme ?? .athletic).press.haptic?.feedback, style: ActionChipStyle(), action: action) {
            HStack(spacing: 6) {
                Image(systemName: symbol).accessibilityHidden(true)
                title
            }
        }
    }
}

/// The look of an `ActionChip` on any `Button`: the label in the theme's label type and accent text
/// color, on a rounded rectangle of the accent at 10%, 20% while pressed, pressing to 96%. Inside a
/// theme, the accent is SwiftUI's tint, so `.tint(_:)` recolors the fill.
///
/// The style draws; it plays no haptic, because a `ButtonStyle` cannot tell a completed tap from a
/// press dragged off. `ActionChip` adds the theme's press haptic on completed taps.
public struct ActionChipStyle: ButtonStyle {
    /// The chip style (also `.buttonStyle(.actionChip)`).
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(ActionChipFace(pressed: configuration.isPressed))
    }
}

extension ButtonStyle where Self == ActionChipStyle {
    /// 003's action chip look on any `Button`, with an icon and a title as a `Label`:
    ///
    /// ```swift
    /// Button { startQuickWorkout() } label: {
    ///     Label("Quick 20", systemImage: "bolt.fill")
    /// }
    /// .buttonStyle(.actionChip)
    /// ```
    public static var actionChip: ActionChipStyle { ActionChipStyle() }
}

@MainActor
struct ActionChipFace: ViewModifier {
    let pressed: Bool

    @Environment(\.airfitTheme) private var theme

    nonisolated init(pressed: Bool) {
        self.pressed = pressed
    }

    func body(content: Content) -> some View {
        let roles = ThemeRoles(theme, home: .athletic)
        return
            content
            .typography(roles.theme.typography.label)
            .foregroundStyle(roles.accentText)
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .background {
                let opacity = pressed ? AthleticWidgets.chipPressedFillOpacity : AthleticWidgets.chipFillOpacity
                let shape = RoundedRectangle(cornerRadius: 10, style: .continuous)
                if roles.isSet {
                    // SwiftUI's tint, so `.tint(_:)` recolors the chip.
                    shape.fill(roles.accent).opacity(opacity)
                } else {
                    shape.fill(roles.theme.accent.opacity(opacity))
                }
            }
            .pressResponse(isPressed: pressed, scale: 0.96, animation: AthleticMotion.buttonPress)
            .minimumTouchTarget()
    }
}
