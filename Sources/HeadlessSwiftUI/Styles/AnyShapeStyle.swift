import Foundation

/// A shape style of any type (Apple: `AnyShapeStyle`): lets one expression choose between styles
/// of different types.
///
/// ```swift
/// Capsule().fill(isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(.quaternary))
/// ```
public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle

    /// Wraps `style`.
    nonisolated public init<S: ShapeStyle>(_ style: S) {
        self.style = style
    }

    /// The wrapped style, resolved where it is drawn.
    public func resolve(in environment: EnvironmentValues) -> AnyResolvedShapeStyle {
        AnyResolvedShapeStyle(style: style._resolvedForDrawing(in: environment))
    }
}

/// The style an `AnyShapeStyle` resolves to: the wrapped style as drawn.
public struct AnyResolvedShapeStyle: ShapeStyle {
    let style: any ShapeStyle
}
