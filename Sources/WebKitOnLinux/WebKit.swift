// WebKit's module name over a web view that loads nothing, on Linux only (D302).
//
// SwiftUI apps embed web content (a trailer, a help page, a sign-in form) by wrapping `WKWebView`
// in a `UIViewRepresentable`, in a file that says `import WebKit`. Linux has no WebKit for the
// layer to drive, so this module gives that file Apple's names to compile against: the web view
// keeps the request, the HTML and the configuration it is given and draws as a `UIView` does, its
// background color over the space it takes, as a snapshot sees a page that has not loaded.
//
// An app's package depends on it for Linux only:
//
// ```swift
// .product(name: "WebKit", package: "AirFitUI", condition: .when(platforms: [.linux]))
// ```
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import HeadlessSwiftUI
