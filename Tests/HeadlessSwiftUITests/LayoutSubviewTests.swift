import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `LayoutSubview` is `Equatable` (Apple: `struct LayoutSubview: Equatable`): a subview equals
/// itself and no other subview of the layout.
@MainActor
struct LayoutSubviewTests {
    final class Record { var comparisons: [Bool] = [] }

    struct Comparing: Layout {
        let record: Record
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            record.comparisons = [subviews[0] == subviews[0], subviews[0] == subviews[1], subviews[1] == subviews[1]]
            return CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func aSubviewEqualsItselfAlone() {
        let record = Record()
        _ = ViewHost(
            Comparing(record: record) {
                Color.red
                Color.blue
            }
        ).layout(on: .iPhone16)
        #expect(record.comparisons == [true, false, true])
    }
}
