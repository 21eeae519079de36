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
/// and the corner radius (regular: 12 × 7 pt, radius 6; small and mini: 10 × 3.5, radius 4; large
/// and extra large: 20 × 14, radius 12). The background is the tint at 15% opacity (prominent:
/// the tint). docs/fidelity.md gives what is measured against references.
enum BorderedButtonMetrics {
    static func padding(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, radius: CGFloat) {
        switch size {
        case .mini, .small: (10, 3.5, 4)
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
        let shape = ButtonBorderOutline(shape: borderShape, styleRadius: metrics.radius)
        configuration.label
            .foregroundStyle(isProminent ? Color.white : color)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background {
                shape.fill(isProminent ? color : color.opacity(BorderedButtonMetrics.backgroundOpacity))
            }
            .opacity(configuration.isPressed ? 0.7 : (isEnabled ? 1 : 0.5))
    }
}
