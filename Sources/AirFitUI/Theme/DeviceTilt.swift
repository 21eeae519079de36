import SwiftUI

/// How far the device is tilted from rest, each axis −1…1 (full tilt one way to the other). The
/// components never read sensors: an app (or a preview, or a test) puts the tilt in the
/// environment with `.deviceTilt(_:)`, from Core Motion on device.
public struct DeviceTilt: Equatable, Sendable {
    /// Side to side, −1…1.
    public var x: Double
    /// Front to back, −1…1.
    public var y: Double

    /// A tilt; values outside −1…1 are clamped, and values that are not finite read as level.
    ///
    /// - Parameters:
    ///   - x: Side to side, −1…1.
    ///   - y: Front to back, −1…1.
    public init(x: Double, y: Double) {
        self.x = x.isFinite ? min(max(x, -1), 1) : 0
        self.y = y.isFinite ? min(max(y, -1), 1) : 0
    }

    /// Level and still.
    public static let level = DeviceTilt(x: 0, y: 0)
}

struct DeviceTiltKey: EnvironmentKey {
    static let defaultValue = DeviceTilt.level
}

extension EnvironmentValues {
    /// The device's tilt, for parallax (level unless an app provides it).
    public var deviceTilt: DeviceTilt {
        get { self[DeviceTiltKey.self] }
        set { self[DeviceTiltKey.self] = newValue }
    }
}

extension View {
    /// Provides the device's tilt to the views inside.
    nonisolated public func deviceTilt(_ tilt: DeviceTilt) -> some View {
        environment(\.deviceTilt, tilt)
    }
}
