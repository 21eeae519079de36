import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Facts about iOS 18's sheet on an iPhone (issue #36, decision D239), each with its source
/// (`SheetMetrics` lists them): where a sheet's top stands at each detent, its grabber, and the
/// page receded behind it at the largest detent. A sheet's text is laid out once it has risen.
@MainActor
struct SheetFacts {
    /// The top of a sheet showing `content`: where a text pinned to its top starts.
    func sheetTop(on device: Device = .iPhone16, _ content: some View) throws -> CGFloat {
        let view = Text("Under").sheet(isPresented: .constant(true)) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        let (host, result) = try ConformanceHost.layout(view, on: device)
        return try #require(host.frames(ofText: "Top", in: result).first).minY
    }

    /// UIKit's `maximumDetentValue`, read through the API: 749 on an 852 pt iPhone 14 Pro (852 − 59
    /// − 34 − 10) and 627 on a 667 pt iPhone SE (667 − 20 − 20) (boscojwho/SheetInteraction,
    /// `Detents.swift`): a large sheet's top is 10 pt under the top safe area with a home
    /// indicator and 20 pt under it with a home button.
    @Test func aLargeSheetStartsTenPointsUnderTheSafeArea() throws {
        #expect(close(try sheetTop(on: .iPhone16, Text("Top")), 59 + 10))
        #expect(close(try sheetTop(on: .iPhone16Pro, Text("Top")), 62 + 10))
        #expect(close(try sheetTop(on: .iPhoneSE, Text("Top")), 20 + 20))
    }

    /// A sheet presented from several views (a `Group`'s) stands over all of them: both stay on
    /// the page, one under the other, and the sheet's own text is on its card, 10 pt under the
    /// safe area.
    @Test func aSheetOverAGroupLeavesTheWholeGroupOnThePage() throws {
        let view = Group {
            Text("First")
            Text("Second")
        }
        .sheet(isPresented: .constant(true)) { Text("Top").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top) }
        let (host, result) = try ConformanceHost.layout(view, on: .iPhone16)
        let first = try #require(host.frames(ofText: "First", in: result).first)
        let second = try #require(host.frames(ofText: "Second", in: result).first)
        // One under the other, the first's `.body` leading apart (D318).
        #expect(close(second.minY - first.maxY, 2) && close(first.midX, second.midX), "\(first) \(second)")
        #expect(close(try #require(host.frames(ofText: "Top", in: result).first).minY, 59 + 10))
    }

    /// A host moved to another device measures its sheet there: hosted for an iPhone 16, then
    /// moved to an iPhone SE, the large sheet's top is the SE's 20 + 20 pt, not the 16's 59 + 10.
    @Test func aHostMovedToAnotherDeviceMeasuresItsSheetThere() throws {
        let view = Text("Under").sheet(isPresented: .constant(true)) {
            Text("Top").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        let (host, first) = try ConformanceHost.layout(view, on: .iPhone16)
        #expect(close(try #require(host.frames(ofText: "Top", in: first).first).minY, 59 + 10))
        host.device = .iPhoneSE
        let moved = host.layout(on: .iPhoneSE)
        #expect(close(try #require(host.frames(ofText: "Top", in: moved).first).minY, 20 + 20))
    }

    /// Apple, `PresentationDetent.medium`: "approximately half the height of the screen"; here half
    /// the largest detent value above the bottom safe area (818 − 749 / 2 on an iPhone 16); a
    /// fraction and a height are measured the same way, and the sheet shows at its smallest detent
    /// unless one is selected (UIKit's `selectedDetentIdentifier`).
    @Test func detentsAreMeasuredFromTheBottomSafeArea() throws {
        let bottom: CGFloat = 852 - 34
        #expect(close(try sheetTop(Text("Top").presentationDetents([.medium, .large])), bottom - 749 / 2))
        #expect(close(try sheetTop(Text("Top").presentationDetents([.fraction(0.25)])), bottom - 749 * 0.25))
        #expect(close(try sheetTop(Text("Top").presentationDetents([.height(200), .large])), bottom - 200))
        #expect(close(try sheetTop(Text("Top").presentationDetents([.custom(QuarterDetent.self), .large])), bottom - 749 / 4))
        #expect(close(try sheetTop(Text("Top").presentationDetents([.medium, .large], selection: .constant(.large))), 69))
    }

    /// Flutter's `CupertinoSheetRoute`, measured against iOS 18.0: the grabber is 36 × 5 pt, 5 pt
    /// under the sheet's top, centred; iOS shows it when the sheet has more than one detent.
    @Test func theGrabberIs36By5PointsFivePointsDown() throws {
        func grabber(_ content: some View) throws -> CGRect? {
            let view = Text("Under").sheet(isPresented: .constant(true)) { content }
            let (host, _) = try ConformanceHost.layout(view)
            return host.displayList(on: .iPhone16, measurer: host.measurer).map(\.frame).first { $0.size == CGSize(width: 36, height: 5) }
        }
        let shown = try #require(try grabber(Text("Top").presentationDetents([.medium, .large])))
        #expect(close(shown.minY, 818 - 749 / 2 + 5) && close(shown.midX, 393 / 2), "\(shown)")
        #expect(try grabber(Text("Top").presentationDetents([.medium])) == nil)
        #expect(try grabber(Text("Top").presentationDetents([.medium]).presentationDragIndicator(.visible)) != nil)
        #expect(try grabber(Text("Top").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden)) == nil)
    }

    /// Flutter's `CupertinoSheetRoute`, measured against the iOS 18.0 simulator on an iPhone 16
    /// Pro: behind a full-height sheet the page is scaled to 1 − 0.0835 about its top centre, its
    /// top under the status bar (at the safe area's top); the sheet itself is not scaled.
    @Test func thePageBehindALargeSheetRecedes() throws {
        let view = Text("Under").frame(maxHeight: .infinity, alignment: .top).sheet(isPresented: .constant(true)) { Text("Top") }
        let (host, _) = try ConformanceHost.layout(view)
        let items = host.displayList(on: .iPhone16, at: 5, measurer: host.measurer)
        func item(_ string: String) throws -> DisplayItem {
            try #require(items.first { if case let .text(text) = $0.content { text.string == string } else { false } })
        }
        let under = try item("Under")
        #expect(close(under.scale.width, 0.9165) && close(under.scale.height, 0.9165))
        let top = under.transform.apply(CGPoint(x: 196.5, y: 0))
        #expect(close(top.x, 196.5) && close(top.y, 59), "\(top)")
        let sheet = try item("Top")
        #expect(sheet.scale == CGSize(width: 1, height: 1) && close(sheet.transform.apply(.zero).y, 0, within: 1e-3))
    }

    /// Apple, `fullScreenCover(isPresented:onDismiss:content:)`: the cover takes the whole screen;
    /// its content keeps to the safe area, as a root view does.
    @Test func aCoverKeepsItsContentInTheSafeArea() throws {
        let view = Text("Under").fullScreenCover(isPresented: .constant(true)) {
            VStack {
                Text("Top")
                Spacer()
                Text("Bottom")
            }
        }
        let (host, result) = try ConformanceHost.layout(view)
        #expect(close(try #require(host.frames(ofText: "Top", in: result).first).minY, 59))
        #expect(close(try #require(host.frames(ofText: "Bottom", in: result).first).maxY, 818))
    }
}

/// A detent a quarter of the sheet's full height.
private struct QuarterDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 4 }
}
