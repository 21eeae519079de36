import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// SwiftUI places a view with the proposal it was sized with, not with its size. Sources: Apple,
/// `ScrollView` ("the scroll view proposes an unspecified size along its scrolling axis") and
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`; the placement
/// rule of a flexible frame as OpenSwiftUI reconstructs it (`_FlexFrameLayout`, flexible-frame ideal
/// sizing): the frame proposes its own size to its child, except in a dimension where it was
/// proposed nothing, has no ideal, and its size lies strictly between its minimum and maximum.
@MainActor
struct PlacementProposalConformanceTests {
    func layout(_ view: some View) -> (ViewHost, LayoutResult) {
        let host = ViewHost(view)
        return (host, host.layout(on: .iPhone16))
    }

    /// In a scroll view a `Spacer(minLength: 0)` does not take height from a sibling whose flexible
    /// frame could shrink: nothing is proposed, so both keep their ideal heights (the date strip's
    /// 44 pt targets were squeezed from 70 to 63 pt by this).
    @Test func aScrollViewsStackKeepsItsChildrensIdealHeights() throws {
        let (host, result) = layout(
            ScrollView {
                VStack(spacing: 0) {
                    Button {
                    } label: {
                        Text("Two\nlines").frame(minHeight: 10)
                    }
                    Spacer(minLength: 0)
                }
            })
        let text = try #require(host.frames(ofText: "Two\nlines", in: result).first)
        let target = try #require(host.tapTargets(in: result).first)
        let (alone, aloneResult) = layout(Text("Two\nlines").fixedSize())
        #expect(text.height == alone.frames(ofText: "Two\nlines", in: aloneResult).first?.height && text.height > 40)
        #expect(abs(target.frame.height - text.height) < 1e-6)
    }

    /// `.frame(minHeight:)` in a scroll view around shorter content proposes its minimum, so the
    /// content's spacers fill it: the idiom that keeps a button at the bottom of a page that scrolls
    /// only at large text sizes.
    @Test func aMinimumHeightFrameInAScrollViewIsFilled() throws {
        let (host, result) = layout(
            ScrollView {
                VStack {
                    Text("Top")
                    Spacer()
                    Text("Bottom")
                }
                .frame(minHeight: 600)
            })
        let top = try #require(host.frames(ofText: "Top", in: result).first)
        let bottom = try #require(host.frames(ofText: "Bottom", in: result).first)
        #expect(abs(bottom.maxY - top.minY - 600) < 1e-6)
    }

    /// Content taller than the frame's minimum is proposed nothing and keeps its own height; a
    /// `fixedSize` around the frame proposes the frame its ideal height, and the frame passes it on.
    @Test func aTallerChildIsProposedNothingUnlessFixedSizeProposesTheHeight() throws {
        func face(_ fixed: Bool) -> some View {
            let card = ZStack {
                Color.red.frame(maxHeight: .infinity)
                Text("A\nB\nC\nD")
            }
            .frame(minHeight: 20)
            return ScrollView { if fixed { card.fixedSize(horizontal: false, vertical: true) } else { card } }
        }
        let (loose, looseResult) = layout(face(false))
        let (fixed, fixedResult) = layout(face(true))
        let text = try #require(loose.frames(ofText: "A\nB\nC\nD", in: looseResult).first)
        // The color, proposed nothing, keeps its default 10 pt; proposed the stack's height, it fills it.
        #expect(looseResult.frames.values.contains { abs($0.height - 10) < 1e-6 })
        #expect(fixed.frames(ofText: "A\nB\nC\nD", in: fixedResult).first?.height == text.height)
        #expect(!fixedResult.frames.values.contains { abs($0.height - 10) < 1e-6 })
    }
}
