import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// iOS 18's scroll observation: `onScrollGeometryChange(for:of:action:)` ("Adds an action to be
/// performed when a value, created from a scroll geometry, changes"), `onScrollVisibilityChange`
/// and `scrollPosition(_:anchor:)`. Scrolled with `ViewHost.layout(on:scrollOffset:)` on an
/// iPhone 16, whose scroll view is the safe area (759 pt tall).
@MainActor
struct ScrollGeometryTests {
    @MainActor final class Log {
        var events: [String] = []
    }

    /// Ten rows 100 pt tall: 1,000 pt of content.
    struct Feed: View {
        let log: Log

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    // A view of no height counts as visible while its origin is in view.
                    Color.clear.frame(height: 0).onScrollVisibilityChange { visible in log.events.append("marker \(visible)") }
                    ForEach(0..<10, id: \.self) { index in
                        Color.gray.frame(height: 100)
                            .onScrollVisibilityChange(threshold: 0.5) { visible in log.events.append("row \(index) \(visible)") }
                    }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) {
                $0.contentOffset.y
            } action: { old, new in
                log.events.append("offset \(Int(old))→\(Int(new))")
            }
            .onScrollGeometryChange(for: CGSize.self) {
                $0.contentSize
            } action: { _, new in
                log.events.append("size \(new)")
            }
            .onScrollGeometryChange(for: Bool.self) {
                $0.containerSize.height == 759
            } action: { _, new in
                log.events.append("container \(new)")
            }
        }
    }

    @Test func theOffsetIsReportedWhenItChanges() {
        let log = Log()
        let host = ViewHost(Feed(log: log))
        _ = host.layout(on: .iPhone16)
        // The first value is not a change; the rows that show report in.
        #expect(!log.events.contains { $0.hasPrefix("offset") || $0.hasPrefix("size") || $0.hasPrefix("container") })
        #expect(log.events.filter { $0.hasPrefix("row") }.sorted() == (0..<8).map { "row \($0) true" }.sorted(), "\(log.events)")
        #expect(log.events.contains("marker true"))
        log.events = []
        _ = host.layout(on: .iPhone16, scrollOffset: CGPoint(x: 0, y: 120))
        #expect(log.events.contains("offset 0→120"), "\(log.events)")
        // Scrolled 120 pt: row 0 is hidden (20 of 100 pt show), row 8 now half shows (759 + 120 − 800 = 79 pt).
        #expect(log.events.contains("row 0 false") && log.events.contains("row 8 true"), "\(log.events)")
        #expect(log.events.contains("marker false"), "\(log.events)")
        #expect(!log.events.contains { $0.hasPrefix("size") || $0.hasPrefix("container") })
    }

    @Test func theGeometryDerivesItsRectangles() {
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 393, height: 1_000),
            contentInsets: EdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0), containerSize: CGSize(width: 393, height: 700))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 40, width: 393, height: 700))
        #expect(geometry.bounds == CGRect(x: 0, y: 30, width: 393, height: 730))
    }

    /// A position naming a row scrolls the scroll view to it, as `ScrollViewProxy` does: row 2's
    /// top at the scroll view's (its text centred 50 pt below); row 6 can only come as far as the
    /// content's end allows (1,000 − 759 = 241 pt scrolled).
    @Test func aPositionOfAViewScrollsToIt() throws {
        struct Positioned: View {
            @State var position: ScrollPosition

            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10, id: \.self) { index in Text("Row \(index)").frame(height: 100).id(index) }
                    }
                }
                .scrollPosition($position, anchor: .top)
            }
        }
        let host = ViewHost(Positioned(position: ScrollPosition(id: 2)))
        let result = host.layout(on: .iPhone16)
        let row = try #require(host.frames(ofText: "Row 2", in: result).first)
        #expect(abs(row.midY - (59 + 50)) < 1e-9, "\(row)")
        let far = ViewHost(Positioned(position: ScrollPosition(id: 6)))
        let farResult = far.layout(on: .iPhone16)
        let sixth = try #require(far.frames(ofText: "Row 6", in: farResult).first)
        #expect(abs(sixth.midY - (59 + 650 - 241)) < 1e-9, "\(sixth)")
    }

    @Test func positionsKeepWhatTheyName() {
        var position = ScrollPosition(idType: Int.self)
        #expect(position.viewID == nil && position.edge == nil)
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom)
        position.scrollTo(id: 3)
        #expect(position.viewID(type: Int.self) == 3)
        position.scrollTo(y: 200)
        #expect(position.point == CGPoint(x: 0, y: 200))
    }
}
