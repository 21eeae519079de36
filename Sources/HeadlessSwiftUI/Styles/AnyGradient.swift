import Foundation

/// A gradient as a shape style (Apple: `AnyGradient`): "When used as a ShapeStyle, this type draws
/// a linear gradient with start-point [0.5, 0] and end-point [0.5, 1]", top to bottom.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
/// ```
public struct AnyGradient: Hashable, ShapeStyle {
    let gradient: Gradient?
    let color: Color?

    /// The gradient `gradient`, drawn top to bottom.
    nonisolated public init(_ gradient: Gradient) {
        self.gradient = gradient
        color = nil
    }

    nonisolated init(color: Color) {
        gradient = nil
        self.color = color
    }

    /// A linear gradient from the top centre to the bottom centre; a color's standard gradient as
    /// its color (Apple does not publish that gradient's stops: the flat color is drawn, D234).
    public func resolve(in environment: EnvironmentValues) -> AnyShapeStyle {
        if let gradient { return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)) }
        return AnyShapeStyle(color ?? .clear)
    }
}

extension Color {
    /// The standard gradient of this color (Apple: `Color.gradient`).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
