import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

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

/// The chip's face: emerald-tinted fill, darker while pressed.
struct ActionChipStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(ActionChipFace(pressed: configuration.isPressed))
    }
}

@MainActor
struct ActionChipFace: ViewModifier {
    let pressed: Bool

    nonisolated init(pressed: Bool) {
        self.pressed = pressed
    }

    func body(content: Content) -> some View {
        let tint = AthleticColors.accentPrimary
        return
            content
            .typography(AthleticTypography.labelLarge)
            .foregroundStyle(AthleticColors.accentPrimaryText)
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .background {
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .fill(tint.opacity(pressed ? AthleticWidgets.chipPressedFillOpacity : AthleticWidgets.chipFillOpacity))
            }
            .pressResponse(isPressed: pressed, scale: 0.96, animation: AthleticMotion.buttonPress)
            .minimumTouchTarget()
    }
}
