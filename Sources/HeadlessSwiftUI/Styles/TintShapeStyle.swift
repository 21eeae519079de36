import Foundation

/// The tint of the view it is drawn in: the color `.tint(_:)` sets above it, else the accent
/// color (Apple: `TintShapeStyle`).
///
/// ```swift
/// Image(systemName: "person.crop.circle.fill").foregroundStyle(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle {
    /// The tint style.
    nonisolated public init() {}

    /// The tint where the style is drawn.
    public func resolve(in environment: EnvironmentValues) -> Color {
        environment._tintColor ?? .accentColor
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: the `.tint(_:)` above, else the accent color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
