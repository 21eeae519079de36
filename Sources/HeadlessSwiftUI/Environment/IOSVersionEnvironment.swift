import PlatformFacts

private struct IOSVersionKey: EnvironmentKey {
    static let defaultValue = IOSVersion.default
}

extension EnvironmentValues {
    /// The iOS release whose system colors are drawn. Set by the runtime (`RenderSettings.os`).
    package var _iOSVersion: IOSVersion {
        get { self[IOSVersionKey.self] }
        set { self[IOSVersionKey.self] = newValue }
    }
}
