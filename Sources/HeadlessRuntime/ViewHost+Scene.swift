import HeadlessLayout
import HeadlessSwiftUI

extension ViewHost {
    /// Hosts the first window of `scene`: an app's `body`, or a `WindowGroup`, with what its scene
    /// modifiers set (an environment object, an environment value). An app's entry file then
    /// needs no change to be tested: its `WindowGroup` is the screen the host draws.
    ///
    /// ```swift
    /// let host = ViewHost(scene: WorkoutsApp().body)
    /// try host.tap("Start")
    /// ```
    ///
    /// - Parameters:
    ///   - scene: The scene whose first window's root view is hosted; an empty view when it has none.
    ///   - environment: The environment the root view starts in.
    ///   - device: The iPhone it is laid out on.
    ///   - measurer: How text is measured.
    public convenience init(
        scene: some Scene, environment: EnvironmentValues = EnvironmentValues(), device: Device = .iPhone16,
        measurer: any TextMeasuring = FixedAdvanceTextMeasurer()
    ) {
        self.init(sceneWindows(scene).first ?? AnyView(EmptyView()), environment: environment, device: device, measurer: measurer)
    }
}
