/// How tall the screen's status bar is, which the host sets from its device, or `nil` when the
/// window shows none: what a navigation bar at the top of the screen hangs from (D280). An iPhone
/// 16's 54 pt unless set.
package struct StatusBarHeightKey: EnvironmentKey {
    package static let defaultValue: CGFloat? = 54
}

extension EnvironmentValues {
    /// The status bar's height (`StatusBarHeightKey`).
    package var _statusBarHeight: CGFloat? {
        get { self[StatusBarHeightKey.self] }
        set { self[StatusBarHeightKey.self] = newValue }
    }
}
