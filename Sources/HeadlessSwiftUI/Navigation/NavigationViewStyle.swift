/// How a `NavigationView` arranges its columns (Apple: `NavigationViewStyle`, deprecated with
/// `NavigationView`). On iPhone every style shows one column as a stack, so the styles draw alike.
///
/// ```swift
/// NavigationView { List { ... } }.navigationViewStyle(.stack)
/// ```
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// The platform's choice: a stack on iPhone (Apple: `DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    nonisolated public init() {}
}

/// One column at a time, each pushed over the last (Apple: `StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    nonisolated public init() {}
}

/// A sidebar and a detail side by side where the width allows, a stack in an iPhone's compact
/// width (Apple: `ColumnNavigationViewStyle`).
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns where the width allows.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of the navigation views inside (Apple: `navigationViewStyle(_:)`). Every
    /// iPhone here is compact in width, where all three styles show a stack, so nothing drawn
    /// changes.
    ///
    /// ```swift
    /// NavigationView { SettingsList() }.navigationViewStyle(StackNavigationViewStyle())
    /// ```
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
