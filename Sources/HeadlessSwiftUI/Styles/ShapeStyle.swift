import Foundation

/// A color or pattern to fill or stroke with (Apple: `ShapeStyle`). A custom style conforms by
/// resolving itself, in the environment where it is drawn, to another style:
///
/// ```swift
/// struct Accent: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> Color {
///         environment.colorScheme == .dark ? .green : .blue
///     }
/// }
/// ```
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to; `Never` for the built-in styles, which draw themselves.
    associatedtype Resolved: ShapeStyle = Never

    /// This style in `environment` (its color scheme, its Dynamic Type size, ...).
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles draw themselves and are never asked to resolve.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is drawn directly and has nothing to resolve to")
    }
}

extension ShapeStyle {
    /// The style the renderer draws: a custom style resolved (repeatedly) in `environment`, a
    /// built-in one itself.
    package func _resolvedForDrawing(in environment: EnvironmentValues) -> any ShapeStyle {
        if let wrapped = self as? AnyResolvedShapeStyle { return wrapped.style._resolvedForDrawing(in: environment) }
        if Resolved.self == Never.self { return self }
        return resolve(in: environment)._resolvedForDrawing(in: environment)
    }
}
