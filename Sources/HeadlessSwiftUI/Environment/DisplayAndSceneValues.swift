import Foundation

// Environment values apps read about the display and the scene (Apple's `EnvironmentValues`),
// each with the value an iPhone gives: the scene active and not captured, one window.

private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct SceneCapturedKey: EnvironmentKey { static let defaultValue = false }
private struct AppearsActiveKey: EnvironmentKey { static let defaultValue = true }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
private struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }

extension EnvironmentValues {
    /// The length of one display pixel in points (Apple: `pixelLength`): 1 / `displayScale`.
    ///
    /// ```swift
    /// @Environment(\.pixelLength) private var hairline
    /// Rectangle().frame(height: hairline)
    /// ```
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Whether the display dims its content, as an always-on display does (Apple: `isLuminanceReduced`).
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }

    /// Whether the scene is being recorded, mirrored or shared (Apple: `isSceneCaptured`).
    public var isSceneCaptured: Bool {
        get { self[SceneCapturedKey.self] }
        set { self[SceneCapturedKey.self] = newValue }
    }

    /// Whether the view's window is active (Apple: `appearsActive`); an iPhone's is.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// Whether the app can open more windows (Apple: `supportsMultipleWindows`); an iPhone cannot.
    public var supportsMultipleWindows: Bool { false }

    /// How prominent the background behind the view is (Apple: `backgroundProminence`).
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// The material the view stands on, nil when none (Apple: `backgroundMaterial`).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}

/// How prominent a view's background is (Apple: `BackgroundProminence`).
public struct BackgroundProminence: Hashable, Sendable {
    let isIncreased: Bool

    /// The standard background.
    public static let standard = BackgroundProminence(isIncreased: false)
    /// A more prominent background, as a selected row's.
    public static let increased = BackgroundProminence(isIncreased: true)
}
