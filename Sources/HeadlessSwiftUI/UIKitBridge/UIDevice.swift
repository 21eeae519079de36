import Foundation

/// The device the app runs on (Apple: `UIDevice`), as SwiftUI code asks about it: an iPhone
/// running iOS, in the orientation of the main screen (D267).
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { Sidebar() } else { TabBar() }
/// ```
@MainActor
public final class UIDevice {
    private init() {}

    /// The device the app runs on.
    public static var current: UIDevice { UIDevice() }

    /// "iPhone": since iOS 16 a synonym of the model, not the name the owner gave it.
    public var name: String { "iPhone" }
    /// The kind of device: "iPhone".
    public var model: String { "iPhone" }
    /// The model in the user's language: "iPhone" in every language UIKit has.
    public var localizedModel: String { "iPhone" }
    /// The operating system: "iOS".
    public var systemName: String { "iOS" }
    /// The system's version: the 18.0 the layer draws (the package's deployment target).
    public var systemVersion: String { "18.0" }
    /// The interface the device gets: a phone's.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Portrait, or landscape left when the main screen is wider than tall.
    public var orientation: UIDeviceOrientation {
        let size = UIScreen.described.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    /// Whether the device runs apps in the background: true.
    public var isMultitaskingSupported: Bool { true }
    /// Whether battery monitoring is on: held, no battery reported.
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge from 0 to 1: −1 while the state is unknown, as UIKit reports it
    /// without monitoring, and headless always.
    public var batteryLevel: Float { -1 }
    /// The battery's state: unknown.
    public var batteryState: BatteryState { .unknown }
    /// Whether orientation notifications are generated: true once begun.
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    /// Starts orientation notifications (none arrive headless: the orientation does not change).
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// A battery's state (Apple: `UIDevice.BatteryState`).
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring is off).
        case unknown
        /// On battery, discharging.
        case unplugged
        /// Plugged in, charging.
        case charging
        /// Plugged in, full.
        case full
    }

    /// Posted when the orientation changes (never headless).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The kind of interface a device gets (Apple: `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone's.
    case phone = 0
    /// An iPad's.
    case pad = 1
    /// An Apple TV's.
    case tv = 2
    /// CarPlay's.
    case carPlay = 3
    /// A Mac's, for an iPad app on a Mac.
    case mac = 5
    /// Apple Vision Pro's.
    case vision = 6
}

/// Which way up the device is held (Apple: `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright, home indicator at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, top of the device at the left.
    case landscapeLeft
    /// On its side, top of the device at the right.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Portrait or landscape, not flat or unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
