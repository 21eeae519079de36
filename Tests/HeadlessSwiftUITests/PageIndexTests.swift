import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// A paged `TabView` (Apple: `PageTabViewStyle`) shows a dot per page when it has more than one,
/// the current page's opaque white and the others at 30% (UIKit's `UIPageControl`), unless its
/// index display mode is `.never`; `.automatic` and `.always` show it.
@MainActor
struct PageIndexTests {
    func dots(pages: Int, mode: PageTabViewStyle.IndexDisplayMode, selected: Int = 0) -> [DisplayItem] {
        let view = TabView(selection: .constant(selected)) {
            ForEach(0..<pages, id: \.self) { Text("Page \($0)").tag($0) }
        }
        .tabViewStyle(.page(indexDisplayMode: mode))
        return ViewHost(view).displayList(on: .iPhone16).filter { $0.frame.size == CGSize(width: 7, height: 7) }
    }

    @Test func eachPageHasADotAndTheCurrentOneIsOpaque() {
        let drawn = dots(pages: 3, mode: .automatic, selected: 1).sorted { $0.frame.minX < $1.frame.minX }
        #expect(drawn.count == 3)
        let opacities = drawn.map { item -> Double in
            if case let .shape(_, .color(_, _, _, opacity), _) = item.content { opacity * item.opacity } else { -1 }
        }
        #expect(opacities.map { ($0 * 100).rounded() / 100 } == [0.3, 1, 0.3])
    }

    @Test func theIndexShowsAsItsModeSays() {
        #expect(dots(pages: 3, mode: .always).count == 3)
        #expect(dots(pages: 3, mode: .never).isEmpty)
        #expect(dots(pages: 1, mode: .automatic).isEmpty)
    }
}
