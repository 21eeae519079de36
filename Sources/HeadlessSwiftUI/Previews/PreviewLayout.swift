import Foundation

/// How a preview is laid out (Apple: `PreviewLayout`).
///
/// ```swift
/// WorkoutRow(workout: .sample).previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Sendable, Equatable {
    /// On the device, at its size.
    case device
    /// At the view's own ideal size.
    case sizeThatFits
    /// In a container of `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is shown on, by the name Xcode gives it (Apple: `PreviewDevice`).
///
/// ```swift
/// ContentView().previewDevice("iPhone 16 Pro")
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
    /// The device's name, as `"iPhone SE (3rd generation)"`.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The device named by a string literal.
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// The orientation of a device's interface (Apple: `InterfaceOrientation`).
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name: `"portrait"`, `"landscapeLeft"`...
    public let id: String

    private init(id: String) { self.id = id }

    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Top to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Top to the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// Every orientation.
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}
