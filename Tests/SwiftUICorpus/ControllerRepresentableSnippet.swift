import SwiftUI
import UIKit

/// A share sheet as apps wrap UIKit's, the way Hymns-iOS's `ShareSheet` does.
public struct ShareSheet: UIViewControllerRepresentable {
    /// Told what the person did with the sheet.
    public typealias Callback = (
        _ activityType: UIActivity.ActivityType?, _ completed: Bool, _ returnedItems: [Any]?, _ error: Error?
    ) -> Void

    /// What is shared.
    public let activityItems: [Any]
    /// The system activities left out.
    public let excludedActivityTypes: [UIActivity.ActivityType]?
    /// Told when the sheet is done.
    public let callback: Callback?

    /// A sheet sharing `activityItems`, leaving out `excludedActivityTypes`.
    public init(activityItems: [Any], excludedActivityTypes: [UIActivity.ActivityType]? = nil, callback: Callback? = nil) {
        self.activityItems = activityItems
        self.excludedActivityTypes = excludedActivityTypes
        self.callback = callback
    }

    public func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: activityItems, applicationActivities: nil)
        controller.excludedActivityTypes = excludedActivityTypes
        controller.completionWithItemsHandler = callback
        return controller
    }

    public func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

/// A controller of an app's own: its view colored once it loads.
public final class BannerController: UIViewController {
    /// The banner's color.
    public var color: UIColor = .systemTeal

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

/// The banner wrapped, with a coordinator that counts its updates.
public struct BannerPanel: UIViewControllerRepresentable {
    /// What the panel keeps across updates.
    @MainActor public final class Coordinator {
        /// How many times the panel was brought up to date.
        public var updates = 0
    }

    /// The banner's color.
    public let color: UIColor
    /// Told how many updates the coordinator has seen, after each.
    public let report: (Int) -> Void

    /// A panel of `color`, reporting its updates to `report`.
    public init(color: UIColor, report: @escaping (Int) -> Void = { _ in }) {
        self.color = color
        self.report = report
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIViewController(context: Context) -> BannerController {
        let controller = BannerController()
        controller.title = "Banner"
        controller.modalPresentationStyle = .pageSheet
        return controller
    }

    public func updateUIViewController(_ controller: BannerController, context: Context) {
        controller.view.backgroundColor = color
        context.coordinator.updates += 1
        report(context.coordinator.updates)
    }
}

/// A song's screen with a share button that presents the sheet.
@MainActor
public struct ShareSongSnippet: View {
    @State private var isSharing = false

    /// The screen.
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            BannerPanel(color: .systemIndigo).frame(height: 60)
            Button("Share") { isSharing = true }
        }
        .sheet(isPresented: $isSharing) {
            ShareSheet(activityItems: ["Hymn 1151"], excludedActivityTypes: [.print, .assignToContact])
        }
    }
}
