/// The look of a split view's columns where they sit side by side (Apple:
/// `NavigationSplitViewStyle`). On iPhone the columns collapse into a stack, so every style draws
/// the same there.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view a style makes for a split view.
    associatedtype Body: View
    /// What the style is told.
    typealias Configuration = NavigationSplitViewStyleConfiguration
    /// The split view's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a split view style is given (Apple: `NavigationSplitViewStyleConfiguration`).
public struct NavigationSplitViewStyleConfiguration {}

/// The platform's default (Apple: `AutomaticNavigationSplitViewStyle`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    nonisolated public init() {}
    /// Nothing of its own: the split view draws its columns.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Columns that shrink the detail to fit beside the others (Apple: `BalancedNavigationSplitViewStyle`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    nonisolated public init() {}
    /// Nothing of its own: the split view draws its columns.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Columns over a detail that keeps its size (Apple: `ProminentDetailNavigationSplitViewStyle`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent detail style.
    nonisolated public init() {}
    /// Nothing of its own: the split view draws its columns.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Balanced columns.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A prominent detail.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// The style of the split views inside (Apple: `navigationSplitViewStyle(_:)`); on iPhone
    /// the columns collapse whatever the style.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of this split view column (Apple: `navigationSplitViewColumnWidth(_:)`); on
    /// iPhone the column fills the screen.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// The width range of this split view column (Apple:
    /// `navigationSplitViewColumnWidth(min:ideal:max:)`); on iPhone the column fills the screen.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
