/// The look of a picker (Apple: `PickerStyle`). iOS offers the styles below; `.automatic` is a menu.
///
/// ```swift
/// Picker("View", selection: $range) { ... }.pickerStyle(.segmented)
/// ```
public protocol PickerStyle {}

/// How a picker is drawn, resolved from its style.
enum PickerAppearance: Sendable {
    case menu, segmented, inline, wheel, navigationLink
}

/// The platform's default: a menu on iOS (Apple: `DefaultPickerStyle`).
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    nonisolated public init() {}
}

/// A button showing the chosen option that opens a menu of the others (Apple: `MenuPickerStyle`).
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    nonisolated public init() {}
}

/// Options side by side as segments (Apple: `SegmentedPickerStyle`; UIKit's `UISegmentedControl`).
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    nonisolated public init() {}
}

/// Options as rows of the enclosing list, the chosen one checked (Apple: `InlinePickerStyle`).
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    nonisolated public init() {}
}

/// Options on a spinning wheel (Apple: `WheelPickerStyle`).
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    nonisolated public init() {}
}

/// A row that pushes a list of the options (Apple: `NavigationLinkPickerStyle`).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation link style.
    nonisolated public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: a menu on iOS.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options as segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Options as rows, the chosen one checked.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// Options on a wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerAppearance.menu
}

extension EnvironmentValues {
    /// How pickers below are drawn.
    var _pickerStyle: PickerAppearance {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Styles the pickers inside this view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let appearance: PickerAppearance =
            switch style {
            case is SegmentedPickerStyle, is PalettePickerStyle: .segmented
            case is InlinePickerStyle: .inline
            case is WheelPickerStyle: .wheel
            case is NavigationLinkPickerStyle: .navigationLink
            default: .menu
            }
        return environment(\._pickerStyle, appearance)
    }
}
