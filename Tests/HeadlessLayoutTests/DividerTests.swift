import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Apple, `Divider`: "When contained in a stack, the divider extends across the minor axis of the
/// stack, or horizontally when not in a stack." The engine draws it a point thick.
@MainActor
struct DividerTests {
    /// In a 200 pt wide column the divider is a 200 pt line one point tall; in a 50 pt tall row, a
    /// 50 pt line one point wide.
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
        #expect(column.contains { $0.size == CGSize(width: 200, height: 1) })
        let row = Array(
            ViewHost(
                HStack {
                    Text("A")
                    Divider()
                    Text("B")
                }
                .frame(height: 50)
            ).layout(on: .iPhone16).frames.values)
        #expect(row.contains { $0.size == CGSize(width: 1, height: 50) })
        #expect(!row.contains { $0.height == 1 })
    }
}
