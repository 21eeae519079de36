import SwiftUI

/// A file as an app writes it: one `import SwiftUI`, SwiftUI's types named through the module (as
/// files do where the app declares a `Text` or `Label` of its own), and an `@Observable` model
/// with no `import Observation` (issue #36, D193). On Linux `SwiftUI` is the headless layer under
/// that name; on iOS it is Apple's.
@Observable
public final class PlainImportModel {
    /// How many times the button was pressed.
    public var presses = 0

    /// A model that has not been pressed.
    public init() {}
}

/// A counter whose every SwiftUI type is written `SwiftUI.`-qualified.
public struct PlainImportSnippet: SwiftUI.View {
    @SwiftUI.State private var model = PlainImportModel()

    /// A counter at zero.
    public init() {}

    public var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 8) {
            SwiftUI.Text("Pressed \(model.presses) times")
            SwiftUI.Button("Press") { model.presses += 1 }
        }
    }
}
