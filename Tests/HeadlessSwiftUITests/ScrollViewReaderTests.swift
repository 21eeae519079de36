import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `ScrollViewProxy.scrollTo(_:anchor:)` moves the scroll views around the identified view.
/// Apple's documentation: "If anchor is nil, this method finds the container of the identified
/// view, and scrolls the minimum amount to make the identified view wholly visible"; with an
/// anchor, the view's anchor point meets the scroll view's. On the iPhone 16 a scroll view in the
/// safe area spans 59…818 (759 pt).
@MainActor
@Suite struct ScrollViewReaderTests {
    /// Fifty 40 pt rows, each identified by its number, in a reader whose buttons scroll them.
    struct Rows: View {
        var onAppearTarget: Int?
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    HStack {
                        Button("Top 30") { proxy.scrollTo(30, anchor: .top) }
                        Button("Centre 30") { proxy.scrollTo(30, anchor: .center) }
                        Button("Show 30") { proxy.scrollTo(30) }
                        Button("Show 2") { proxy.scrollTo(2) }
                        Button("Last") { proxy.scrollTo(49, anchor: .bottom) }
                        Button("Top 49") { proxy.scrollTo(49, anchor: .top) }
                        Button("Nowhere") { proxy.scrollTo("nowhere", anchor: .top) }
                    }
                    .frame(height: 40)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { Text(verbatim: "Row \($0)").frame(height: 40) }
                        }
                    }
                }
                .onAppear { if let onAppearTarget { proxy.scrollTo(onAppearTarget, anchor: .top) } }
            }
        }
    }

    /// The scroll view sits under the 40 pt bar of buttons: 99…818, 719 pt.
    static let top: CGFloat = 99
    static let bottom: CGFloat = 818

    @Test func anAnchorMeetsTheScrollViewsAnchor() throws {
        let host = ViewHost(Rows())
        #expect(abs(try host.frame(ofText: "Row 0").midY - (Self.top + 20)) < 0.5)
        try host.tap("Top 30")
        #expect(abs(try host.frame(ofText: "Row 30").midY - (Self.top + 20)) < 0.5)
        try host.tap("Centre 30")
        #expect(abs(try host.frame(ofText: "Row 30").midY - (Self.top + Self.bottom) / 2) < 0.5)
        try host.tap("Last")
        #expect(abs(try host.frame(ofText: "Row 49").midY - (Self.bottom - 20)) < 0.5)
    }

    @Test func withoutAnAnchorItScrollsTheLeastThatShowsTheView() throws {
        let host = ViewHost(Rows())
        // Row 30 (1,200…1,240 in the content) is below: it comes up to the bottom edge.
        try host.tap("Show 30")
        #expect(abs(try host.frame(ofText: "Row 30").midY - (Self.bottom - 20)) < 0.5)
        // Already wholly visible: nothing moves.
        let row25 = try host.frame(ofText: "Row 25")
        try host.tap("Show 30")
        #expect(try host.frame(ofText: "Row 25") == row25)
        // Row 2 is above: it comes down to the top edge.
        try host.tap("Show 2")
        #expect(abs(try host.frame(ofText: "Row 2").midY - (Self.top + 20)) < 0.5)
    }

    @Test func theOffsetIsClampedToTheContentAndAnUnknownIdentityDoesNothing() throws {
        let host = ViewHost(Rows())
        // Row 49 at the top would scroll past the end: the content's end meets the bottom instead.
        try host.tap("Top 49")
        let last = try host.frame(ofText: "Row 49")
        #expect(abs(last.midY - (Self.bottom - 20)) < 0.5, "\(last)")
        try host.tap("Nowhere")
        #expect(try host.frame(ofText: "Row 49") == last)
    }

    @Test func aRequestFromOnAppearPlacesTheFirstPicture() throws {
        let host = ViewHost(Rows(onAppearTarget: 12))
        #expect(abs(try host.frame(ofText: "Row 12").midY - (Self.top + 20)) < 0.5)
    }

    @Test func anExplicitIdentityInAHorizontalScrollView() throws {
        let host = ViewHost(
            ScrollViewReader { proxy in
                VStack {
                    Button("Go to the tenth") { proxy.scrollTo("chip-9", anchor: .leading) }
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { Text(verbatim: "Chip \($0)").frame(width: 100).id("chip-\($0)") }
                        }
                    }
                }
            })
        try host.tap("Go to the tenth")
        // The chip's leading edge meets the scroll view's, which spans the screen's 393 pt.
        let chip = try host.frame(ofText: "Chip 9")
        #expect(abs(chip.midX - 50) < 0.5, "\(chip)")
    }

    @Test func aListRowByItsElementsIdentity() throws {
        struct Message: Identifiable {
            let id: Int
            var text: String { "Message \(id)" }
        }
        let messages = (0..<40).map(Message.init)
        let host = ViewHost(
            ScrollViewReader { proxy in
                List(messages) { Text(verbatim: $0.text) }
                    .onAppear { proxy.scrollTo(39, anchor: .bottom) }
            })
        let last = try host.frame(ofText: "Message 39")
        #expect(last.maxY < 818 && last.maxY > 818 - 60, "\(last)")
        #expect(try host.frame(ofText: "Message 0").maxY < 59)
    }
}
