import Foundation
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

/// `onGeometryChange(for:of:action:)`: the action runs with the value read from the view's
/// geometry when the view is first laid out (how a view measures itself) and again each time the
/// value changes, not when it stays the same; the iOS 18 form is handed the value before and after.
/// `.sidebarAdaptable` draws iOS's bottom tab bar (Apple: "iOS displays a bottom tab bar").
@MainActor
struct GeometryChangeTests {
    final class Recorder {
        var widths: [CGFloat] = []
        var changes: [[CGFloat]] = []
    }

    @Test func theActionRunsAtTheFirstLayoutAndOnEachChange() throws {
        let recorder = Recorder()
        let host = ViewHost(
            MeasuredCaptionSnippet(
                report: { recorder.widths.append($0) }, reportChange: { recorder.changes.append([$0, $1]) }))
        _ = host.layout(on: .iPhone16)
        #expect(recorder.widths == [120])
        #expect(recorder.changes == [[120, 120]])
        // The measured height reached the state the label below reads, in the same picture (SwiftUI
        // updates again before it draws): the caption's own height, two lines at 120 pt here.
        let caption = try host.frame(ofText: "Measured caption")
        #expect(caption.height > 30)
        #expect(host.drawnTexts().map(\.string).contains("Height \(Int(caption.height))"))
        // An unrelated relayout reports nothing new.
        _ = host.layout(on: .iPhone16)
        #expect(recorder.widths == [120])
        try host.tap("Widen")
        _ = host.layout(on: .iPhone16)
        #expect(recorder.widths == [120, 240])
        #expect(recorder.changes == [[120, 120], [120, 240]])
    }

    @Test func theSidebarAdaptableStyleIsABottomTabBarOnIPhone() throws {
        let host = ViewHost(MeasuredCaptionSnippet(report: { _ in }, reportChange: { _, _ in }))
        let label = try host.frame(ofText: "Caption")
        // The tab's title sits in the bar above the home indicator's 34 pt, not at the top.
        #expect(label.minY > 852 - 34 - 49)
        #expect(label.maxY <= 852 - 34)
    }
}
