import Foundation

/// The running app as UIKit describes it (Apple: `UIApplication`), as much as SwiftUI code reaches
/// for: opening a URL (the app's page in Settings, a web page), the app's state, the idle timer,
/// and the names of its life-cycle notifications.
///
/// Headless, no other app runs: `open(_:options:completionHandler:)` tells its handler `false`
/// and `canOpenURL(_:)` answers `false`, as the default `openURL` action discards (D267). The app
/// is always active.
///
/// ```swift
/// Button("Open Settings") {
///     UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
/// }
/// ```
@MainActor
public final class UIApplication {
    private init() {}

    /// The app.
    public static let shared = UIApplication()

    /// Where an app stands in its life (Apple: `UIApplication.State`).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// A key of `open(_:options:completionHandler:)`'s options (Apple:
    /// `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only when an installed app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// A key of the options an app is launched with (Apple: `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The remote notification the app was launched from.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// The app's state: active.
    public var applicationState: State { .active }

    /// Whether the screen stays lit without touches: held, nothing dims headless.
    public var isIdleTimerDisabled = false

    /// The number on the app's icon: held (deprecated in iOS 17 for the notification center's
    /// badge count).
    @available(iOS, introduced: 2.0, deprecated: 17.0, message: "Use UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)")
    public var applicationIconBadgeNumber = 0

    /// Whether the app may change its icon: false headless (there is no home screen).
    public var supportsAlternateIcons: Bool { false }

    /// The name of the icon shown, nil for the primary one.
    public private(set) var alternateIconName: String?

    /// Asks to open `url` in the app that handles it; `completion` learns whether it opened.
    /// Headless no app handles it: `completion` gets `false`.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// Opens `url`, answering whether it opened: `false` headless.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// Whether an installed app handles `url`'s scheme: `false` headless.
    nonisolated public func canOpenURL(_ url: URL) -> Bool { false }

    /// Changes the app's icon: fails headless, as where alternate icons are not supported.
    public func setAlternateIconName(_ name: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }

    /// The URL of the app's own page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings in Settings.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the system is low on memory.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the user takes a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}
