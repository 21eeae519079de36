import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `GeometryProxy.frame(in:)` and `bounds(of:)` in the spaces Apple names: the screen's
/// (`.global`), the reader's own (`.local`), an ancestor's (`coordinateSpace(name:)`,
/// `coordinateSpace(_:)`) and the innermost scroll view's (`.scrollView`, iOS 17). Scrolling moves
/// a reader on the screen and in its scroll view's space, and not in a space named inside the
/// scrolled content.
@MainActor
struct CoordinateSpaceTests {
    final class Recorder {
        var global = CGRect.zero, local = CGRect.zero, named = CGRect.zero, scroll = CGRect.zero
        var modern = CGRect.zero, outer = CGRect.zero, bounds: CGRect?, missing: CGRect?
    }

    struct Spaces: View {
        let recorder: Recorder
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    GeometryReader { proxy in
                        let _ = record(proxy)
                        Color.blue
                    }
                    .frame(height: 50)
                    Color.green.frame(height: 2_000)
                }
                .padding(.top, 20)
                .coordinateSpace(name: "column")
            }
            .coordinateSpace(.named("outer"))
        }

        func record(_ proxy: GeometryProxy) {
            recorder.global = proxy.frame(in: .global)
            recorder.local = proxy.frame(in: .local)
            recorder.named = proxy.frame(in: .named("column"))
            recorder.scroll = proxy.frame(in: .scrollView)
            recorder.modern = proxy.frame(in: CoordinateSpace.named("column"))
            recorder.outer = proxy.frame(in: .named("outer"))
            recorder.bounds = proxy.bounds(of: .named("column"))
            recorder.missing = proxy.bounds(of: .named("nowhere"))
        }
    }

    @Test func aReadersFrameInEachSpace() {
        let recorder = Recorder()
        let host = ViewHost(Spaces(recorder: recorder))
        _ = host.layout(on: .iPhone16)
        // 20 pt of padding and the 100 pt red block above the 50 pt reader, the device's width.
        #expect(recorder.named == CGRect(x: 0, y: 120, width: 393, height: 50))
        #expect(recorder.modern == recorder.named)
        #expect(recorder.local == CGRect(x: 0, y: 0, width: 393, height: 50))
        #expect(recorder.global.size == CGSize(width: 393, height: 50))
        // The scroll view's space is the scroll view's own frame, named "outer" from outside it.
        #expect(recorder.scroll == recorder.outer)
        // The named space's bounds seen from the reader: 120 pt above it, as wide as the column.
        #expect(recorder.bounds?.minY == -120 && recorder.bounds?.width == 393)
        #expect(recorder.missing == nil)

        let atRest = recorder.global
        let scrollAtRest = recorder.scroll
        _ = host.layout(on: .iPhone16, scrollOffset: CGPoint(x: 0, y: 30))
        #expect(recorder.global == atRest.offsetBy(dx: 0, dy: -30))
        #expect(recorder.scroll == scrollAtRest.offsetBy(dx: 0, dy: -30))
        #expect(recorder.scroll == recorder.outer)
        #expect(recorder.named == CGRect(x: 0, y: 120, width: 393, height: 50))
    }

    /// A name no ancestor gave reads as the screen's space, and `isGlobal`/`isLocal` say which
    /// space a value is.
    @Test func anUnknownNameIsTheScreensSpace() {
        let recorder = Recorder()
        let host = ViewHost(
            GeometryReader { proxy in
                let _ = { recorder.named = proxy.frame(in: .named("nowhere")) }()
                let _ = { recorder.global = proxy.frame(in: .global) }()
                Color.clear
            }
            .padding(.top, 40))
        _ = host.layout(on: .iPhone16)
        #expect(recorder.named == recorder.global)
        #expect(recorder.global.minY > 40)
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal && !CoordinateSpace.named("a").isGlobal)
    }

    /// What a reader's content draws comes from the geometry layout gave it, not the guess it was
    /// first built for (the screen): an offset of half the reader's width is 50 pt in a reader 100
    /// pt wide, and so is the offset drawn.
    @Test func aReadersContentDrawsWithItsLaidOutGeometry() throws {
        let host = ViewHost(
            GeometryReader { proxy in
                Color.red.frame(width: 10, height: 10).offset(x: proxy.size.width / 2)
            }
            .frame(width: 100, height: 50))
        let square = try #require(host.displayList(on: .iPhone16).first { $0.frame.size == CGSize(width: 10, height: 10) })
        #expect(square.offset == CGSize(width: 50, height: 0))
    }
}
