import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Apple, `Divider`: "When contained in a stack, the divider extends across the minor axis of the
/// stack, or horizontally when not in a stack." It is a hairline, one pixel of the display thick
/// (measured on iOS 18.2 at 2x, HymnalDreamTeam/Hymns-iOS's `TagSheetView`: one pixel row of the
/// separator color under a text field, #C6C6C8 on white and #323235 on black, D291).
@MainActor
struct DividerTests {
    /// In a 200 pt wide column on an iPhone 16 (3x) the divider is a 200 pt line a third of a
    /// point tall; in a 50 pt tall row, a 50 pt line a third of a point wide; at 2x, half a point.
    @Test func aDividerRunsAcrossItsStack() {
        let column = Array(
            ViewHost(
                VStack {
                    Text("A")
                    Divider()
                    Text("B")
                }
                .frame(width: 200)
            ).layout(on: .iPhone16).frames.values)
        #expect(column.contains { $0.size == CGSize(width: 200, height: 1.0 / 3) })
        let row = Array(
            ViewHost(
                HStack {
                    Text("A")
                    Divider()
                    Text("B")
                }
                .frame(height: 50)
            ).layout(on: .iPhone16).frames.values)
        #expect(row.contains { $0.size == CGSize(width: 1.0 / 3, height: 50) })
        #expect(!row.contains { $0.height == 1.0 / 3 })
        let twoX = Array(
            ViewHost(
                VStack {
                    Text("A")
                    Divider()
                }
                .frame(width: 200), device: .iPhoneSE
            ).layout(on: .iPhoneSE).frames.values)
        #expect(twoX.contains { $0.size == CGSize(width: 200, height: 0.5) }, "\(twoX)")
    }
}
