import MessageUI
import SafariServices
import SwiftUI

/// A feedback mail as settings screens send one, the way Hymns-iOS's `MailFeedbackView` does:
/// a composer with a delegate coordinator that dismisses the sheet (D304).
public struct MailFeedbackView: UIViewControllerRepresentable {
    @Environment(\.dismiss) private var dismiss
    /// What the composition came to, for the screen to show.
    @Binding public var result: MFMailComposeResult?

    /// The composer's delegate.
    public final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        let finish: (MFMailComposeResult) -> Void

        init(finish: @escaping (MFMailComposeResult) -> Void) {
            self.finish = finish
        }

        public func mailComposeController(
            _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
        ) {
            finish(result)
        }
    }

    /// A composer reporting to `result`.
    public init(result: Binding<MFMailComposeResult?>) {
        _result = result
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator { [dismiss, $result] outcome in
            $result.wrappedValue = outcome
            dismiss()
        }
    }

    public func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let composer = MFMailComposeViewController()
        composer.mailComposeDelegate = context.coordinator
        composer.setToRecipients(["feedback@example.com"])
        composer.setSubject("Feedback")
        composer.setMessageBody("<p>Hello</p>", isHTML: true)
        return composer
    }

    public func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
}

/// A privacy policy in Safari, as settings screens open one.
public struct SafariView: UIViewControllerRepresentable {
    /// The page.
    public let url: URL

    /// Safari showing `url`.
    public init(url: URL) { self.url = url }

    public func makeUIViewController(context: Context) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let safari = SFSafariViewController(url: url, configuration: configuration)
        safari.dismissButtonStyle = .close
        return safari
    }

    public func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
}

/// The settings rows that open them: mail when the device can send it, else a note.
@MainActor
public struct FeedbackRowsSnippet: View {
    @State private var composing = false
    @State private var reading = false
    @State private var result: MFMailComposeResult?

    /// The rows.
    public init() {}

    public var body: some View {
        List {
            if MFMailComposeViewController.canSendMail() {
                Button("Send feedback") { composing = true }
            } else {
                Text("Set up Mail to send feedback").foregroundStyle(.secondary)
            }
            Button("Privacy policy") { reading = true }
        }
        .sheet(isPresented: $composing) { MailFeedbackView(result: $result) }
        .sheet(isPresented: $reading) { SafariView(url: URL(string: "https://example.com/privacy")!) }
    }
}
