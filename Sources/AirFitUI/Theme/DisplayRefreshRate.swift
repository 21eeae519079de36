import SwiftUI

struct DisplayRefreshRateKey: EnvironmentKey {
    static let defaultValue = 60
}

extension EnvironmentValues {
    /// The display's maximum refresh rate in frames per second (60, or 120 on ProMotion displays),
    /// for 001's refresh-rate spring adaptation. An app provides it (from `UIScreen`'s
    /// `maximumFramesPerSecond`); components never ask the system.
    public var displayMaximumFramesPerSecond: Int {
        get { self[DisplayRefreshRateKey.self] }
        set { self[DisplayRefreshRateKey.self] = newValue }
    }
}

extension View {
    /// Provides the display's maximum refresh rate to the views inside.
    nonisolated public func displayMaximumFramesPerSecond(_ rate: Int) -> some View {
        environment(\.displayMaximumFramesPerSecond, rate)
    }
}
