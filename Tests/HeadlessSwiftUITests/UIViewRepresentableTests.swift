import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// Wrapped UIKit views (D301): Apple's `UIViewRepresentable` makes the coordinator and the view
/// once and calls `updateUIView` on every update; the layer draws a spinner as SwiftUI's and any
/// other view as its background color over the space it takes.
@MainActor
struct UIViewRepresentableTests {
    /// The spinner's spokes (see `ProgressSpinnerTests`).
    func spokes(_ host: ViewHost) -> [DisplayItem] {
        host.displayList(on: .iPhone16).filter { item in
            if case .shape = item.content { item.frame.size == CGSize(width: 2.5, height: 6) } else { false }
        }
    }

    /// Hymns-iOS's `ActivityIndicator` pattern: a started `UIActivityIndicatorView` is SwiftUI's
    /// spinner, 20 pt square (UIKit's medium size), where the wrapper stands.
    @Test func aWrappedSpinnerIsTheSpinner() throws {
        let host = ViewHost(RepresentableSnippet())
        #expect(spokes(host).count == 8)
        let result = host.layout(on: .iPhone16)
        let text = try #require(host.frames(ofText: "Loading hymns", in: result).first)
        let frame = try #require(result.frames.first { $0.key.hasSuffix(":LoadingSpinner") }?.value)
        #expect(frame.size == CGSize(width: 20, height: 20))
        #expect(abs(text.minX - frame.maxX - 8) < 0.01)
    }

    /// A stopped spinner that hides when stopped draws nothing and keeps its place.
    @Test func aStoppedSpinnerHidesAndKeepsItsPlace() throws {
        struct Stopped: UIViewRepresentable {
            func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
            func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) { uiView.stopAnimating() }
        }
        let host = ViewHost(Stopped())
        #expect(spokes(host).isEmpty)
        let frame = try #require(host.layout(on: .iPhone16).frames.first { $0.key.hasSuffix(":Stopped") }?.value)
        #expect(frame.size == CGSize(width: 37, height: 37))
    }

    /// A plain view fills what it is offered with its background color.
    @Test func aPlainViewIsItsBackgroundOverItsSpace() throws {
        let host = ViewHost(ColorSwatch(color: .systemTeal).frame(height: 44))
        let fills = host.displayList(on: .iPhone16).filter { if case .fill = $0.content { true } else { false } }
        let fill = try #require(fills.first)
        #expect(fill.frame.size == CGSize(width: Device.iPhone16.size.width, height: 44))
    }

    /// A parent that updates its child on each tap.
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
                ColorSwatch(color: taps.isMultiple(of: 2) ? .systemTeal : .systemPink) { log.updates.append($0) }
                    .frame(height: 10)
            }
        }
    }

    /// The coordinator and the view are made once: each update reaches the same coordinator.
    @Test func theCoordinatorLivesAcrossUpdates() throws {
        let log = Log()
        let host = ViewHost(Tapped(log: log))
        try host.tap("Tap 0")
        try host.tap("Tap 1")
        #expect(log.updates == [1, 2, 3])
    }
}
