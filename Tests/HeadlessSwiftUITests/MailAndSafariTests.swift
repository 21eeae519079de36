import Foundation
import HeadlessLayout
import HeadlessRuntime
import MessageUI
import SafariServices
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// A feedback composer and a Safari view on Linux (D304): they compile with Apple's names, keep
/// what they are given, and a screen that asks `canSendMail()` shows what it shows on a simulator
/// without a mail account.
@MainActor
struct MailAndSafariTests {
    @Test func aScreenShowsItsNoMailFallback() {
        let labels = ViewHost(FeedbackRowsSnippet()).accessibilityElements.map(\.label)
        #expect(labels.contains("Set up Mail to send feedback"))
        #expect(!labels.contains("Send feedback"))
        #expect(labels.contains("Privacy policy"))
    }

    final class Delegate: NSObject, MFMailComposeViewControllerDelegate {
        var results: [MFMailComposeResult] = []
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            results.append(result)
        }
    }

    @Test func theComposerKeepsItsMail() {
        let composer = MFMailComposeViewController()
        let delegate = Delegate()
        composer.mailComposeDelegate = delegate
        composer.setToRecipients(["feedback@example.com"])
        composer.setSubject("Feedback")
        composer.setMessageBody("<p>Hi</p>", isHTML: true)
        composer.addAttachmentData(Data([1, 2]), mimeType: "application/octet-stream", fileName: "log.bin")
        #expect(composer.toRecipients == ["feedback@example.com"] && composer.subject == "Feedback")
        #expect(composer.messageBody?.text == "<p>Hi</p>" && composer.messageBody?.isHTML == true)
        #expect(composer.attachments.map(\.fileName) == ["log.bin"])
        composer.mailComposeDelegate?.mailComposeController(composer, didFinishWith: .sent, error: nil)
        #expect(delegate.results == [.sent])
    }

    @Test func safariKeepsItsPageAndDrawsAsItsView() throws {
        let safari = SFSafariViewController(url: URL(string: "https://example.com/privacy")!)
        #expect(safari.url.absoluteString == "https://example.com/privacy")
        #expect(!safari.configuration.entersReaderIfAvailable && safari.dismissButtonStyle == .done)
        let host = ViewHost(SafariView(url: URL(string: "https://example.com")!).frame(width: 100, height: 80))
        let frame = try #require(host.layout(on: .iPhone16).frames.first { $0.key.hasSuffix(":SafariView") }?.value)
        #expect(frame.size == CGSize(width: 100, height: 80))
    }
}
