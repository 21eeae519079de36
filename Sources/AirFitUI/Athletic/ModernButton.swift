import DesignTokens
import SwiftUI

/// 003's button in its five variants (primary, secondary, ghost, danger, accent): 12 pt corners or
/// a pill, a 5% white sheen, the label in 003's label type, pressing to 95% with the fill laid at
/// 80%, and 003 §6's haptic for the variant once per tap. Label colors are the audit's accessible
/// ones where the spec's fall under 4.5:1 (`accessibleLabel`). With Button Shapes on, the ghost
/// variant, which has no fill or edge of its own, rests on its pressed fill so it reads as a button.
@MainActor
public struct ModernButton: View {
    let title: Text
    let variant: AthleticButtonVariant
    let shape: ModernButtonStyle.Shape
    let action: @MainActor () -> Void

    /// A button in one of 003's five variants, playing the variant's haptic when tapped.
    ///
    /// ```swift
    /// ModernButton("Start workout") { start() }
    /// ModernButton("Delete set", variant: .danger, shape: .capsule) { delete() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The button's label.
    ///   - variant: primary, secondary, ghost, danger or accent (003 §3).
    ///   - shape: 12 pt corners or a capsule.
    ///   - action: What a tap does.
    public init(
        _ titleKey: LocalizedStringKey, variant: AthleticButtonVariant = .primary, shape: ModernButtonStyle.Shape = .roundedRectangle,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(Text(titleKey), variant: variant, shape: shape, action: action)
    }

    /// The same with a title shown verbatim (a string value, not a literal: a name, say).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, variant: AthleticButtonVariant = .primary, shape: ModernButtonStyle.Shape = .roundedRectangle,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(Text(title), variant: variant, shape: shape, action: action)
    }

    /// The same with a title made as you like: `Text("key", bundle: .module)` for a key in your
    /// module's String Catalog.
    public init(
        _ title: Text, variant: AthleticButtonVariant = .primary, shape: ModernButtonStyle.Shape = .roundedRectangle,
        action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.variant = variant
        self.shape = shape
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            title
        }
        .buttonStyle(.modern(variant, shape: shape))
    }
}

/// The look of a `ModernButton` at rest and pressed, and 003 §6's haptic for the variant once per
/// completed tap. A primitive style: it makes the button and counts the taps that run its action,
/// so a press dragged off and cancelled plays nothing (a `ButtonStyle` sees only `isPressed`, which
/// falls the same way for both).
public struct ModernButtonStyle: PrimitiveButtonStyle {
    let variant: AthleticButtonVariant
    let shape: Shape

    /// The outline of a modern button, as SwiftUI's `ButtonBorderShape` names them.
    public enum Shape: Hashable, Sendable {
        /// 003's 12 pt continuous corners.
        case roundedRectangle
        /// Fully rounded ends (a pill).
        case capsule
    }

    /// - Parameters:
    ///   - variant: primary, secondary, ghost, danger or accent (003 §3).
    ///   - shape: 12 pt corners or a capsule.
    public init(variant: AthleticButtonVariant, shape: Shape = .roundedRectangle) {
        self.variant = variant
        self.shape = shape
    }

    public func makeBody(configuration: Configuration) -> some View {
        ModernButtonBody(configuration: configuration, variant: variant, isCapsule: shape == .capsule)
    }
}

/// A modern button: the configuration's button in the modern face, with the variant's haptic on
/// each completed tap.
@MainActor
struct ModernButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let variant: AthleticButtonVariant
    let isCapsule: Bool

    @State private var taps = 0

    var body: some View {
        Button {
            taps += 1
            configuration.trigger()
        } label: {
            configuration.label
        }
        .buttonStyle(ModernButtonFaceStyle(variant: variant, isCapsule: isCapsule))
        .sensoryFeedback(variant.haptic.feedback, trigger: taps)
    }
}

/// The modern face at rest and pressed.
struct ModernButtonFaceStyle: ButtonStyle {
    let variant: AthleticButtonVariant
    let isCapsule: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(ModernButtonFace(variant: variant, isCapsule: isCapsule, pressed: configuration.isPressed))
    }
}

extension PrimitiveButtonStyle where Self == ModernButtonStyle {
    /// 003's button look and haptic on any `Button`:
    ///
    /// ```swift
    /// Button("Start workout") { start() }
    ///     .buttonStyle(.modern(.primary))
    /// ```
    ///
    /// - Parameters:
    ///   - variant: primary, secondary, ghost, danger or accent (003 §3).
    ///   - shape: 12 pt corners (`.roundedRectangle`) or a capsule.
    public static func modern(_ variant: AthleticButtonVariant = .primary, shape: ModernButtonStyle.Shape = .roundedRectangle)
        -> ModernButtonStyle
    {
        ModernButtonStyle(variant: variant, shape: shape)
    }
}

/// A button's face around its label: fill, sheen, border, label color and press scale. The theme's
/// roles drive it: the accent (SwiftUI's tint inside a theme) fills primary and edges secondary,
/// the highlight fills accent, and the label takes the theme's label type.
@MainActor
struct ModernButtonFace: ViewModifier {
    let variant: AthleticButtonVariant
    let isCapsule: Bool
    let pressed: Bool

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    @Environment(\.airfitTheme) private var theme
    @Environment(\.controlSize) private var controlSize

    nonisolated init(variant: AthleticButtonVariant, isCapsule: Bool, pressed: Bool) {
        self.variant = variant
        self.isCapsule = isCapsule
        self.pressed = pressed
    }

    func body(content: Content) -> some View {
        let roles = ThemeRoles(theme, home: .athletic)
        let radius = isCapsule ? 28 : AthleticButton.cornerRadius
        let shape = RoundedRectangle(cornerRadius: radius, style: .continuous)
        let pressedLook = pressed || (variant == .ghost && showButtonShapes)
        let metrics = PillMetrics(controlSize, regular: (24, 14))
        return
            content
            .typography(roles.theme.typography.label)
            .foregroundStyle(label(roles))
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            // 003's 50 pt button; 44 pt, the HIG's touch target, at the small sizes.
            .frame(minHeight: controlSize == .small || controlSize == .mini ? 44 : 50)
            .background {
                fill(roles, in: shape, pressed: pressedLook)
                shape.fill(
                    LinearGradient(
                        colors: AthleticButton.sheen.stops.map { $0.color.color(in: colorScheme) },
                        startPoint: .top, endPoint: .bottom))
            }
            .overlay {
                if variant.borderWidth > 0 {
                    shape.strokeBorder(roles.accent, lineWidth: variant.borderWidth)
                }
            }
            .pressResponse(isPressed: pressed, scale: variant.pressedScale, animation: AthleticMotion.buttonPress)
    }

    /// The label's color: on the accent for filled variants, the accent's text color for secondary.
    private func label(_ roles: ThemeRoles) -> AnyShapeStyle {
        switch variant {
        case .primary, .accent: AnyShapeStyle(roles.theme.onAccent)
        case .secondary: roles.accentText
        case .ghost: AnyShapeStyle(roles.theme.textPrimary)
        case .danger: AnyShapeStyle(variant.accessibleLabel)
        }
    }

    /// The fill at rest or pressed, in the theme's accent where the variant is accent-colored.
    @ViewBuilder
    private func fill(_ roles: ThemeRoles, in shape: RoundedRectangle, pressed: Bool) -> some View {
        switch variant {
        case _ where !roles.isSet, .ghost, .danger:
            // Outside a theme, 003's own colors.
            shape.fill(pressed ? variant.pressedFill : variant.fill)
        case .primary:
            shape.fill(roles.accent).opacity(pressed ? AthleticButton.desaturatedOpacity : 1)
        case .secondary:
            shape.fill(roles.accent).opacity(pressed ? 0.12 : 0)
        case .accent:
            shape.fill(roles.theme.highlight).opacity(pressed ? AthleticButton.desaturatedOpacity : 1)
        }
    }
}
