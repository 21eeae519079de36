import Foundation
import HeadlessSwiftUI

/// A mail composer (Apple: `MFMailComposeViewController`). Headless nothing is sent: the composer
/// keeps its recipients, subject, body and attachments, and `canSendMail()` answers false, as a
/// simulator without a mail account does (D304).
///
/// ```swift
/// if MFMailComposeViewController.canSendMail() {
///     let composer = MFMailComposeViewController()
///     composer.setToRecipients(["feedback@example.com"])
///     composer.setSubject("Feedback")
/// }
/// ```
@MainActor @preconcurrency
open class MFMailComposeViewController: UIViewController {
    /// Whether this device can send mail: false, headless.
    open class func canSendMail() -> Bool { false }

    /// Told when the person sends, saves or cancels.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The recipients, subject and body set, kept for a test to read.
    package private(set) var toRecipients: [String]?
    package private(set) var ccRecipients: [String]?
    package private(set) var bccRecipients: [String]?
    package private(set) var subject: String?
    package private(set) var messageBody: (text: String, isHTML: Bool)?
    package private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
    package private(set) var preferredSendingEmailAddress: String?

    /// Sets the subject line.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the To recipients.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
    /// Sets the Cc recipients.
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
    /// Sets the Bcc recipients.
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
    /// Sets the body, as plain text or HTML.
    open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = (body, isHTML) }
    /// Attaches `attachment` under `filename`.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append((attachment, mimeType, filename))
    }
    /// Sets the address the mail is sent from, when the person has it.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }
}

/// How a mail composition ended (Apple: `MFMailComposeResult`).
public enum MFMailComposeResult: Int, Sendable {
    /// The person cancelled.
    case cancelled
    /// The person saved a draft.
    case saved
    /// The mail was sent or queued.
    case sent
    /// Saving or sending failed.
    case failed
}

/// What a mail composer tells its delegate (Apple: `MFMailComposeViewControllerDelegate`).
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The composition ended with `result`.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    /// Does nothing (the requirement is optional in MessageUI).
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {}
}
