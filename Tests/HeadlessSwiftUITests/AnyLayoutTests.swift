import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// The stacks as layouts and `AnyLayout` (Apple: `HStackLayout`, `VStackLayout`, `ZStackLayout`,
/// `AnyLayout`): used as views they lay out as their stacks; switching the erased layout keeps the
/// subviews' identity; asked through `Layout`'s methods they place the subviews at their ideal
/// sizes, spaced and lined up by their alignment (D257).
@MainActor
struct AnyLayoutTests {
    func frames(_ view: some View) throws -> (CGRect, CGRect) {
        let host = ViewHost(view)
        return (try host.frame(ofText: "Distance"), try host.frame(ofText: "5 km"))
    }

    @Test func aStackLayoutLaysOutAsItsStack() throws {
        let erased = try frames(
            AnyLayout(HStackLayout(alignment: .top, spacing: 10)) {
                Text("Distance")
                Text("5 km").font(.largeTitle)
            })
        let stack = try frames(
            HStack(alignment: .top, spacing: 10) {
                Text("Distance")
                Text("5 km").font(.largeTitle)
            })
        #expect(erased == stack)
        #expect(erased.1.minX - erased.0.maxX == 10)
        let vertical = try frames(
            VStackLayout(alignment: .leading, spacing: 4) {
                Text("Distance")
                Text("5 km")
            })
        #expect(vertical.1.minY - vertical.0.maxY == 4 && vertical.0.minX == vertical.1.minX)
    }

    /// As a view, the stack shares the width as `HStack` does: a spacer takes what is left.
    @Test func aSpacerSpreadsAStackLayout() throws {
        let erased = try frames(
            AnyLayout(HStackLayout()) {
                Text("Distance")
                Spacer()
                Text("5 km")
            })
        #expect(
            erased
                == (try frames(
                    HStack {
                        Text("Distance")
                        Spacer()
                        Text("5 km")
                    })))
        // The screen's width, 393 pt: the texts stand at its edges.
        #expect(erased.0.minX == 0 && erased.1.maxX == 393)
    }

    struct Switching: View {
        let isCompact: Bool
        var body: some View {
            let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            layout {
                Text("Distance")
                Text("5 km")
            }
        }
    }

    /// The subviews keep their identity when the layout changes, so they move rather than being replaced.
    @Test func switchingKeepsIdentity() throws {
        func identities(_ compact: Bool) -> [String] {
            ViewHost(Switching(isCompact: compact)).displayList(on: .iPhone16).compactMap {
                if case .text = $0.content { $0.identity } else { nil }
            }
        }
        #expect(identities(true) == identities(false))
        #expect(identities(true).count == 2)
        let (wide, narrow) = (try frames(Switching(isCompact: false)), try frames(Switching(isCompact: true)))
        #expect(wide.0.midY == wide.1.midY && narrow.0.midX == narrow.1.midX)
    }

    /// A custom layout that asks another through `Layout`'s methods, as composed layouts do.
    struct Asking<Inner: Layout>: Layout where Inner.Cache == Void {
        let inner: Inner
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    @Test func askedDirectlyTheSubviewsStandAtTheirIdealSizes() throws {
        let boxes = Asking(inner: HStackLayout(alignment: .bottom, spacing: 6)) {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 40, height: 50)
        }
        let items = ViewHost(boxes).displayList(on: .iPhone16).filter { if case .fill = $0.content { true } else { false } }
        #expect(items.count == 2)
        let (red, blue) = (items[0].frame, items[1].frame)
        #expect(red.size == CGSize(width: 30, height: 20) && blue.size == CGSize(width: 40, height: 50))
        #expect(blue.minX - red.maxX == 6)
        #expect(red.maxY == blue.maxY)
        // Erased, the same.
        let erased = ViewHost(
            Asking(inner: AnyLayout(ZStackLayout(alignment: .topLeading))) {
                Color.red.frame(width: 30, height: 20)
                Color.blue.frame(width: 40, height: 50)
            }
        ).displayList(on: .iPhone16).filter { if case .fill = $0.content { true } else { false } }
        #expect(erased.count == 2 && erased[0].frame.origin == erased[1].frame.origin)
    }
}
