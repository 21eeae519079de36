import Foundation

/// The background style of the view it is drawn in: the style `backgroundStyle(_:)` sets above it,
/// else the system background (Apple: `BackgroundStyle`).
///
/// ```swift
/// Text("Draft").padding(6).background(in: Capsule())
/// ```
public struct BackgroundStyle: ShapeStyle {
    /// The background style.
    nonisolated public init() {}

    /// The background where the style is drawn: `backgroundStyle(_:)`'s, else the system
    /// background of the appearance.
    public func resolve(in environment: EnvironmentValues) -> AnyShapeStyle {
        environment.backgroundStyle ?? AnyShapeStyle(Color(uiColor: .systemBackground))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style `backgroundStyle(_:)` set for the views below; nil for the system background
    /// (Apple: `EnvironmentValues.backgroundStyle`).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// The background style of the views below (Apple: `backgroundStyle(_:)`): what `.background`
    /// and `background(in:fillStyle:)` fill with.
    ///
    /// ```swift
    /// Label("Synced", systemImage: "checkmark").padding(8).background(in: Capsule()).backgroundStyle(.green.opacity(0.2))
    /// ```
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills `shape` behind this view with the background style (Apple: `background(in:fillStyle:)`).
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
