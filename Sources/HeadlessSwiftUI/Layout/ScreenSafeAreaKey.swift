/// The screen's safe area insets, which the host sets from its device: what a sheet's detents
/// are measured from (`SheetMetrics`). An iPhone 16's unless set.
package struct ScreenSafeAreaKey: EnvironmentKey {
    package static let defaultValue = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
}

extension EnvironmentValues {
    /// The screen's safe area insets (`ScreenSafeAreaKey`).
    package var _screenSafeArea: EdgeInsets {
        get { self[ScreenSafeAreaKey.self] }
        set { self[ScreenSafeAreaKey.self] = newValue }
    }
}
