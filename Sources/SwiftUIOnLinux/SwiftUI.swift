// SwiftUI's module name over the headless layer, on Linux only (D193).
//
// An app's files say `import SwiftUI` and sometimes `SwiftUI.View`; where Apple's SwiftUI does not
// exist, this module is what they import. It declares nothing: it re-exports the headless layer,
// whose types carry Apple's names, so `SwiftUI.Text` names the same type as `Text`.
//
// An app's package depends on it for Linux only, and on Apple platforms keeps Apple's SwiftUI:
//
// ```swift
// .target(
//     name: "MyScreens",
//     dependencies: [
//         .product(name: "AirFitUI", package: "AirFitUI"),
//         .product(name: "SwiftUI", package: "AirFitUI", condition: .when(platforms: [.linux])),
//     ])
// ```
@_exported import HeadlessSwiftUI
// `@Observable` needs no import of its own under `import SwiftUI` on iOS either (checked against the
// iOS 26.2 SDK); Foundation comes with the layer.
@_exported import Observation
