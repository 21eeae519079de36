// MessageUI's module name over a mail composer that sends nothing, on Linux only (D304).
//
// Apps send feedback from a settings screen by wrapping `MFMailComposeViewController` in a
// `UIViewControllerRepresentable`, after asking `canSendMail()`. Linux has no mail to compose, so
// this module gives such a file Apple's names: the composer keeps what it is given and draws as
// its view does, and `canSendMail()` is false, as on a simulator with no mail account, so a screen
// shows the fallback it shows there.
//
// An app's package depends on it for Linux only:
//
// ```swift
// .product(name: "MessageUI", package: "AirFitUI", condition: .when(platforms: [.linux]))
// ```
@_exported import Foundation
@_exported import HeadlessSwiftUI
