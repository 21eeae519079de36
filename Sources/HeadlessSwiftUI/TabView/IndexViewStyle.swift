/// The look of a page view's index dots (Apple: `IndexViewStyle`).
@MainActor @preconcurrency
public protocol IndexViewStyle {}

/// Dots for the pages of a paged tab view, with or without a background (Apple:
/// `PageIndexViewStyle`).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background (Apple: `PageIndexViewStyle.BackgroundDisplayMode`).
    public struct BackgroundDisplayMode: Sendable, Equatable {
        let kind: Int
        /// The platform's choice: a background while interacting.
        public static let automatic = BackgroundDisplayMode(kind: 0)
        /// A background while interacting.
        public static let interactive = BackgroundDisplayMode(kind: 1)
        /// Always a background.
        public static let always = BackgroundDisplayMode(kind: 2)
        /// Never a background.
        public static let never = BackgroundDisplayMode(kind: 3)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// The page index style.
    nonisolated public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with the background `backgroundDisplayMode` asks for.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// The style of the page index dots inside (Apple: `indexViewStyle(_:)`). The layer draws
    /// the dots without their background whatever the mode (docs/swiftui-subset.md).
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
