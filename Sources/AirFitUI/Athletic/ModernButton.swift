import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

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
            title.typography(AthleticButton.label)
        }
        .buttonStyle(.modern(variant, shape: shape))
    }
}

/// The look of a `ModernButton` at rest and pressed.
public struct ModernButtonStyle: ButtonStyle {
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
        configuration.label
            .modifier(ModernButtonFace(variant: variant, isCapsule: shape == .capsule, pressed: configuration.isPressed))
            // 003 §6's haptic for the variant, when a finger lifts off the pressed button.
            .sensoryFeedback(variant.haptic.feedback, trigger: configuration.isPressed) { wasPressed, isPressed in
                wasPressed && !isPressed
            }
    }
}

extension ButtonStyle where Self == ModernButtonStyle {
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

/// A button's face around its label: fill, sheen, border, label color and press scale.
@MainActor
struct ModernButtonFace: ViewModifier {
    let variant: AthleticButtonVariant
    let isCapsule: Bool
    let pressed: Bool

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes

    nonisolated init(variant: AthleticButtonVariant, isCapsule: Bool, pressed: Bool) {
        self.variant = variant
        self.isCapsule = isCapsule
        self.pressed = pressed
    }

    func body(content: Content) -> some View {
        let radius = isCapsule ? 28 : AthleticButton.cornerRadius
        let shape = RoundedRectangle(cornerRadius: radius, style: .continuous)
        return
            content
            .foregroundStyle(variant.accessibleLabel)
            .padding(.horizontal, 24)
            .padding(.vertical, 14)
            .frame(minHeight: 50)
            .background {
                shape.fill(pressed || (variant == .ghost && showButtonShapes) ? variant.pressedFill : variant.fill)
                shape.fill(
                    LinearGradient(
                        colors: AthleticButton.sheen.stops.map { $0.color.color(in: colorScheme) },
                        startPoint: .top, endPoint: .bottom))
            }
            .overlay {
                if variant.borderWidth > 0 {
                    shape.strokeBorder(AthleticColors.accentPrimary, lineWidth: variant.borderWidth)
                }
            }
            .pressResponse(isPressed: pressed, scale: variant.pressedScale, animation: AthleticMotion.buttonPress)
    }
}
