import Foundation

/// UIKit's share sheet (Apple: `UIActivityViewController`), as apps wrap it in a
/// `UIViewControllerRepresentable` to share a song or a link. It keeps its items, the activities
/// it offers and leaves out, and its completion handler; headless nothing is shared, and it is
/// drawn as its view, which has no color of its own (D303).
///
/// ```swift
/// struct ShareSheet: UIViewControllerRepresentable {
///     let items: [Any]
///     func makeUIViewController(context: Context) -> UIActivityViewController {
///         UIActivityViewController(activityItems: items, applicationActivities: nil)
///     }
///     func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// Told what the person did: the activity chosen (nil when they cancelled), whether it
    /// completed, what it returned, and any error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// What is shared.
    package let activityItems: [Any]
    /// The app's own activities offered beside the system's.
    package let applicationActivities: [UIActivity]?
    /// The system activities left out.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet is done.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`, offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// A share sheet decoded from an archive: nothing to share.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(nibName: nil, bundle: nil)
    }
}

/// A service a share sheet offers (Apple: `UIActivity`): subclass it for the app's own.
@MainActor @preconcurrency
open class UIActivity {
    /// The kind of an activity (Apple: `UIActivity.ActivityType`).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The type's identifier.
        public let rawValue: String

        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The type named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posting to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Sending a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sending mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning an image to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to Safari's reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Sending by AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as a PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// An activity.
    public init() {}

    /// The activity's type; nil for an app's own unless it says.
    open var activityType: ActivityType? { nil }
    /// The activity's name in the sheet.
    open var activityTitle: String? { nil }
}
