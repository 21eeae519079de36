/// A button on a tinted, rounded background: the label in the tint over the tint at 15% (Apple:
/// `BorderedButtonStyle`, iOS 15).
///
/// ```swift
/// Button("Add set") {}.buttonStyle(.bordered)
/// ```
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    nonisolated public init() {}

    /// The button as it is; the graph draws its border.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button filled with the tint, its label white (Apple: `BorderedProminentButtonStyle`, iOS 15).
///
/// ```swift
/// Button("Start") {}.buttonStyle(.borderedProminent)
/// ```
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    nonisolated public init() {}

    /// The button as it is; the graph draws its fill.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label in the tint on a light tinted background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The measurements of iOS's bordered buttons, in points, by control size: the label's padding
/// and the corner radius (regular: 12 × 7 pt, radius 6; small and mini: 10 × 5, radius 4, the
/// label in `.subheadline`; large and extra large: 20 × 14, radius 12). The background is the
/// secondary system fill under the default tint, a set tint at 15% opacity (prominent: the tint).
/// Small is measured on iOS 18 (a capsule 28 pt tall around a 15 pt label in an unavailable-content
/// view, on #787880 at 16%, D281); docs/fidelity.md gives what is not.
enum BorderedButtonMetrics {
    static func padding(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, radius: CGFloat) {
        switch size {
        case .mini, .small: (10, 5, 4)
        case .large, .extraLarge: (20, 14, 12)
        default: (12, 7, 6)
        }
    }

    static let backgroundOpacity = 0.15
}

/// A bordered button's face.
@MainActor
struct BorderedButtonFace: View {
    let configuration: ButtonStyleConfiguration
    let isProminent: Bool

    @Environment(\._tintColor) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\._buttonBorderShape) private var borderShape

    var body: some View {
        let metrics = BorderedButtonMetrics.padding(controlSize)
        let color = tint ?? Color.accentColor
        // The automatic shape is a capsule at the small and mini sizes (measured on iOS 18: a small
        // "Check" button in content and an unavailable-content view's actions, D283).
        let isSmall = controlSize == .small || controlSize == .mini
        let shape = ButtonBorderOutline(shape: borderShape == .automatic && isSmall ? .capsule : borderShape, styleRadius: metrics.radius)
        let fill =
            isProminent ? color : tint.map { $0.opacity(BorderedButtonMetrics.backgroundOpacity) } ?? Color(uiColor: .secondarySystemFill)
        configuration.label
            // A small button's label is in `.subheadline` unless a font is set around it.
            .transformEnvironment(\.font) { font in
                if font == nil && isSmall { font = .subheadline }
            }
            .foregroundStyle(isProminent ? Color.white : color)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background { shape.fill(fill) }
            .opacity(configuration.isPressed ? 0.7 : (isEnabled ? 1 : 0.5))
    }
}
