// Foundation under `import SwiftUI` on iOS includes `URLSession`, which Linux keeps in a module of
// its own; an app's image loader or API client reaches it through `import SwiftUI` alone (D302).
@_exported import FoundationNetworking
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
// Under `import SwiftUI` on iOS, Combine's `ObservableObject`, `@Published`, `Timer.publish` and
// `sink` are in scope (the corpus checks it against the iOS 26.2 SDK); here they are OpenCombine's,
// with its Foundation and Dispatch schedulers in Apple's spellings (D201). The layer's modules
// import them only where they use them.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
