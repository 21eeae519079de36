import Foundation

// The system's semantic shape styles of iOS 17 (Apple: `SeparatorShapeStyle`,
// `PlaceholderTextShapeStyle`, `LinkShapeStyle`, `FillShapeStyle`, `WindowBackgroundShapeStyle`),
// each drawn as UIKit's color of the same role in the appearance where it is drawn: `separator`,
// `placeholderText`, `link`, `systemFill` and `systemBackground` (D254).

/// The style of separator and border lines (Apple: `SeparatorShapeStyle`).
///
/// ```swift
/// Rectangle().frame(height: 1 / 3).foregroundStyle(.separator)
/// ```
public struct SeparatorShapeStyle: ShapeStyle {
    /// The separator style.
    nonisolated public init() {}

    /// UIKit's `separator` where the style is drawn.
    public func resolve(in environment: EnvironmentValues) -> Color { Color(uiColor: .separator) }
}

/// The style of placeholder text (Apple: `PlaceholderTextShapeStyle`).
public struct PlaceholderTextShapeStyle: ShapeStyle {
    /// The placeholder style.
    nonisolated public init() {}

    /// UIKit's `placeholderText` where the style is drawn.
    public func resolve(in environment: EnvironmentValues) -> Color { Color(uiColor: .placeholderText) }
}

/// The style of links (Apple: `LinkShapeStyle`).
public struct LinkShapeStyle: ShapeStyle {
    /// The link style.
    nonisolated public init() {}

    /// UIKit's `link` where the style is drawn.
    public func resolve(in environment: EnvironmentValues) -> Color { Color(uiColor: .link) }
}

/// The overlay fill of thin and small shapes (Apple: `FillShapeStyle`).
public struct FillShapeStyle: ShapeStyle {
    /// The fill style.
    nonisolated public init() {}

    /// UIKit's `systemFill` where the style is drawn.
    public func resolve(in environment: EnvironmentValues) -> Color { Color(uiColor: .systemFill) }
}

/// The background of the window (Apple: `WindowBackgroundShapeStyle`).
public struct WindowBackgroundShapeStyle: ShapeStyle {
    /// The window background style.
    nonisolated public init() {}

    /// UIKit's `systemBackground` where the style is drawn.
    public func resolve(in environment: EnvironmentValues) -> Color { Color(uiColor: .systemBackground) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The style of separator and border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The style of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The style of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The overlay fill of thin and small shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The background of the window.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
