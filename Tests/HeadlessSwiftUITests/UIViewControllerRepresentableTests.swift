import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// Wrapped UIKit controllers (D303): Apple's `UIViewControllerRepresentable` makes the coordinator
/// and the controller once and calls `updateUIViewController` on every update; the controller's
/// view loads on first use, and is drawn as its background color over the space it takes.
@MainActor
struct UIViewControllerRepresentableTests {
    func fills(_ host: ViewHost) -> [DisplayItem] {
        host.displayList(on: .iPhone16).filter {
            if case let .fill(.color(_, _, _, opacity)) = $0.content { opacity > 0 } else { false }
        }
    }

    /// The banner's update colors its loaded view indigo, over the 60 pt the wrapper is given.
    @Test func aControllersViewIsDrawnAsItsBackground() throws {
        let host = ViewHost(ShareSongSnippet())
        let indigo = try #require(
            host.displayList(on: .iPhone16).first {
                $0.content == .fill(.color(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, opacity: 1))
            })
        #expect(indigo.frame.size == CGSize(width: Device.iPhone16.size.width, height: 60))
    }

    @MainActor
    final class Log {
        var updates: [Int] = []
    }

    @MainActor
    struct Tapped: View {
        let log: Log
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Tap \(taps)") { taps += 1 }
                BannerPanel(color: taps.isMultiple(of: 2) ? .systemTeal : .systemPink) { log.updates.append($0) }.frame(height: 10)
            }
        }
    }

    /// The coordinator and the controller are made once: each update reaches the same coordinator.
    @Test func theCoordinatorLivesAcrossUpdates() throws {
        let log = Log()
        let host = ViewHost(Tapped(log: log))
        try host.tap("Tap 0")
        try host.tap("Tap 1")
        #expect(log.updates == [1, 2, 3])
    }

    /// The share sheet keeps what it is given and, headless, draws nothing of its own.
    @Test func aShareSheetKeepsItsItemsAndDrawsNothing() throws {
        var done: Bool?
        let sheet = ShareSheet(activityItems: ["Hymn 1151"], excludedActivityTypes: [.print]) { _, completed, _, _ in done = completed }
        let controller = sheet.makeUIViewController(
            context: UIViewControllerRepresentableContext(coordinator: (), environment: EnvironmentValues()))
        #expect(controller.excludedActivityTypes == [.print])
        #expect(controller.activityItems.first as? String == "Hymn 1151")
        controller.completionWithItemsHandler?(.mail, true, nil, nil)
        #expect(done == true)
        #expect(UIActivity.ActivityType.print.rawValue == "com.apple.UIKit.activity.Print")
        #expect(fills(ViewHost(sheet.frame(width: 100, height: 100))).isEmpty)
    }

    /// A controller's view is made on first use, `viewDidLoad` then running once; presenting keeps
    /// the presented controller until it is dismissed.
    @Test func theViewLoadsOnceOnFirstUseAndPresentationIsKept() {
        let banner = BannerController()
        banner.color = .systemRed
        #expect(!banner.isViewLoaded)
        #expect(banner.view.backgroundColor === UIColor.systemRed)
        #expect(banner.isViewLoaded)
        banner.view.backgroundColor = .systemBlue
        #expect(banner.view.backgroundColor === UIColor.systemBlue)
        let presented = UIViewController()
        var completed = false
        banner.present(presented, animated: true) { completed = true }
        #expect(completed && banner.presentedViewController === presented && presented.presentingViewController === banner)
        presented.dismiss(animated: true)
        #expect(banner.presentedViewController == nil)
        let child = UIViewController()
        banner.addChild(child)
        #expect(banner.children.count == 1 && child.parent === banner)
        child.removeFromParent()
        #expect(banner.children.isEmpty && child.parent == nil)
    }

    final class TaggedController: UIViewController {
        override func loadView() {
            let tagged = UIView()
            tagged.tag = 7
            view = tagged
        }
    }

    final class ForgetfulController: UIViewController {
        override func loadView() {}
    }

    /// A controller that makes its own view in `loadView()` keeps it; one whose `loadView()` makes
    /// none gets a plain one from the layer rather than nil.
    @Test func loadViewMakesTheViewItSays() {
        #expect(TaggedController().view.tag == 7)
        #expect(ForgetfulController().view.tag == 0)
    }
}
