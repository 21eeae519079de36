#if canImport(UIKit) && canImport(CoreMotion)
    import AirFitUI
    import CoreMotion
    import Observation
    import SwiftUI
    import UIKit

    /// The device inputs AirFit UI's components read from the environment, fed on iOS: Core Motion's
    /// attitude as a `DeviceTilt` (roll and pitch, ±30° for a full tilt), and the main screen's
    /// maximum frame rate. The component module never imports this one.
    @Observable
    @MainActor
    public final class DeviceInputs {
        /// The device's tilt, updated 30 times a second while started.
        public private(set) var tilt = DeviceTilt.level
        /// The main screen's maximum refresh rate (120 on ProMotion displays).
        public let maximumFramesPerSecond: Int

        @ObservationIgnored private let motion = CMMotionManager()

        /// A full tilt, in radians.
        public static let fullTilt = Double.pi / 6

        public init() {
            maximumFramesPerSecond = UIScreen.main.maximumFramesPerSecond
        }

        /// Starts reading device motion (where the device has it).
        public func start() {
            guard motion.isDeviceMotionAvailable, !motion.isDeviceMotionActive else { return }
            motion.deviceMotionUpdateInterval = 1.0 / 30
            motion.startDeviceMotionUpdates(to: .main) { [weak self] data, _ in
                guard let attitude = data?.attitude else { return }
                let tilt = DeviceTilt(x: attitude.roll / Self.fullTilt, y: attitude.pitch / Self.fullTilt)
                MainActor.assumeIsolated { self?.tilt = tilt }
            }
        }

        /// Stops reading device motion.
        public func stop() {
            motion.stopDeviceMotionUpdates()
        }
    }

    /// Puts the device's tilt and refresh rate in the environment while the view is on screen.
    @MainActor
    struct DeviceInputsModifier: ViewModifier {
        @State private var inputs = DeviceInputs()

        func body(content: Content) -> some View {
            content
                .deviceTilt(inputs.tilt)
                .displayMaximumFramesPerSecond(inputs.maximumFramesPerSecond)
                .onAppear { inputs.start() }
                .onDisappear { inputs.stop() }
        }
    }

    extension View {
        /// Feeds AirFit UI's components the device's tilt (for `ParallaxContainer`) and the display's
        /// refresh rate (for 001's spring adaptation). Apply once, near the root.
        @MainActor public func providingDeviceInputs() -> some View {
            modifier(DeviceInputsModifier())
        }
    }
#endif
