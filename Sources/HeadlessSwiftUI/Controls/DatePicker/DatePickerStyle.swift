/// The look of a date picker (Apple: `DatePickerStyle`). iOS's default is the compact style.
///
/// ```swift
/// DatePicker("Start", selection: $start).datePickerStyle(.compact)
/// ```
public protocol DatePickerStyle {}

/// How a date picker is drawn, resolved from its style.
enum DatePickerAppearance: Sendable {
    case compact, graphical, wheel
}

/// The platform's default: compact on iOS (Apple: `DefaultDatePickerStyle`).
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    nonisolated public init() {}
}

/// The date and time as tappable text in rounded fills (Apple: `CompactDatePickerStyle`).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    nonisolated public init() {}
}

/// A month's calendar and a time field (Apple: `GraphicalDatePickerStyle`).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    nonisolated public init() {}
}

/// Spinning wheels for each component (Apple: `WheelDatePickerStyle`).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    nonisolated public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style: compact on iOS.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The date and time as tappable text.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month's calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Spinning wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerAppearance.compact
}

extension EnvironmentValues {
    var _datePickerAppearance: DatePickerAppearance {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers inside (Apple: `datePickerStyle(_:)`).
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let appearance: DatePickerAppearance =
            switch style {
            case is GraphicalDatePickerStyle: .graphical
            case is WheelDatePickerStyle: .wheel
            default: .compact
            }
        return environment(\._datePickerAppearance, appearance)
    }
}
