// UIKit's module name over the headless layer's UIKit types, on Linux only (D300).
//
// SwiftUI code that bridges to UIKit says `import UIKit` beside `import SwiftUI` (a `UIColor`
// extension, `UIApplication.shared.open(_:)`, `UIDevice.current`); where Apple's UIKit does not
// exist, this module is what such a file imports. It declares nothing: it re-exports the headless
// layer, whose `UIColor`, `UIFont`, `UIImage`, `UIApplication`, `UIDevice`, `UIScreen`,
// `UITraitCollection` and feedback generators carry Apple's names, and Foundation, as UIKit does.
// It also brings SwiftUI's names into scope, which UIKit does not: the layer keeps both in one
// module, as SwiftUI keeps UIKit in scope on iOS.
//
// An app's package depends on it for Linux only:
//
// ```swift
// .product(name: "UIKit", package: "AirFitUI", condition: .when(platforms: [.linux]))
// ```
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import HeadlessSwiftUI
