// SafariServices' module name over a Safari view that loads nothing, on Linux only (D304).
//
// Apps open a privacy policy or a help page in `SFSafariViewController`, wrapped in a
// `UIViewControllerRepresentable`. Linux has no Safari, so this module gives such a file Apple's
// names: the controller keeps its URL and configuration and draws as its view does.
//
// An app's package depends on it for Linux only:
//
// ```swift
// .product(name: "SafariServices", package: "AirFitUI", condition: .when(platforms: [.linux]))
// ```
@_exported import Foundation
@_exported import HeadlessSwiftUI
