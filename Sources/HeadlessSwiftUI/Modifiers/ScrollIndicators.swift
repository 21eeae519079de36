/// Whether scroll indicators show (Apple: `ScrollIndicatorVisibility`, iOS 16).
public struct ScrollIndicatorVisibility: Sendable, Equatable {
    let kind: Int

    /// The platform's default: shown while scrolling.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 0) }
    /// Shown while scrolling.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 1) }
    /// Hidden, unless the platform shows them anyway (as iOS does for a pointer).
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 2) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 3) }
}

extension View {
    /// Whether the scroll views inside show their indicators (Apple: `scrollIndicators(_:axes:)`).
    /// iOS shows them only while a finger scrolls, so a still picture draws none either way.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { ... }.scrollIndicators(.hidden)
    /// ```
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        EnvironmentWriter(content: self) {
            if axes.contains(.vertical) { $0.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { $0.horizontalScrollIndicatorVisibility = visibility }
        }
    }

    /// Flashes the scroll indicators when `value` changes (Apple: `scrollIndicatorsFlash(trigger:)`);
    /// a still picture shows none.
    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

    /// Flashes the scroll indicators when the view appears (Apple: `scrollIndicatorsFlash(onAppear:)`).
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Hides the status bar (Apple: `statusBarHidden(_:)`). The layer draws no status bar, so
    /// this changes nothing drawn.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides the status bar (Apple: `statusBar(hidden:)`, superseded by `statusBarHidden(_:)`).
    ///
    /// ```swift
    /// PlayerView().statusBar(hidden: true)
    /// ```
    nonisolated public func statusBar(hidden: Bool) -> some View { self }

    /// Shows or hides the system's overlays that stay on the screen, the home indicator on
    /// iPhone (Apple: `persistentSystemOverlays(_:)`). The layer draws no home indicator, so this
    /// changes nothing drawn.
    ///
    /// ```swift
    /// VideoPlayerView().persistentSystemOverlays(.hidden)
    /// ```
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
