/// Whether views stand at UIKit's elevated user interface level (a sheet's content), where the
/// dark system backgrounds are lighter (`ElevatedBackgrounds`). SwiftUI has no environment value for
/// it; UIKit's trait collection carries it, and the renderer reads this one.
private struct ElevatedLevelKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views here are presented at the elevated level: true inside a sheet.
    package var _isElevated: Bool {
        get { self[ElevatedLevelKey.self] }
        set { self[ElevatedLevelKey.self] = newValue }
    }
}
