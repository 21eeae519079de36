import Foundation

/// Opens a URL (Apple: `OpenURLAction`), read from `@Environment(\.openURL)`. Headless there is
/// no browser: the default action reports the URL discarded; an action set with
/// `environment(\.openURL, OpenURLAction { url in ... })` runs its handler, so a test can see
/// what a view opens.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a handler did with a URL (Apple: `OpenURLAction.Result`).
    public struct Result: Sendable {
        let kind: Int
        /// The handler opened it.
        public static let handled = Result(kind: 0)
        /// The handler did not open it.
        public static let discarded = Result(kind: 1)
        /// The system should open it.
        public static let systemAction = Result(kind: 2)
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    }

    let handler: (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url`, then tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler(url)
        completion(result.kind != 1)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { MainActor.assumeIsolated { OpenURLAction { _ in .discarded } } }
}

extension EnvironmentValues {
    /// The action that opens URLs for the views below.
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the app is asked to open a URL (Apple: `onOpenURL(perform:)`). Headless,
    /// no URL arrives, so it runs nothing.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
