import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// A `ZStack` whose children's alignment guides carry state from one child to the next, as apps
/// lay out wrapping rows of tags (Stack Overflow answer 58876712, copied widely; Hymns-iOS's
/// `WrappedHStack`). SwiftUI asks each child its horizontal guide, then its vertical one, before the
/// next child's, so each child lands after the one before and a child that would pass the width
/// starts a row. Measured on Hymns-iOS's iOS 18.1 reference `WrappedHStack.several-items-
/// iPhone-16-Pro.png` (390 × 844 pt at 2x, Medium): "Nintendo", "XBox", "PlayStation" and
/// "Playstation 2" share a row, each padded 5 pt; "Playstaition 3", "Stadia" and "Oculus" start the
/// next at the leading edge (the ink at 6.5 pt), 29.5 pt under the first row's ink (109.5 and 139.0
/// pt). Asking every child's horizontal guide first put all seven on one row, over each other.
@MainActor
struct WrappingRowFacts {
    /// The place of the next child, kept across the guides' closures.
    final class Cursor {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowEnd: CGFloat = 0
        var rowBottom: CGFloat = 0
    }

    static let items = ["Nintendo", "XBox", "PlayStation", "Playstation 2", "Playstaition 3", "Stadia", "Oculus"]

    func wrappingRow(width: CGFloat) -> some View {
        let cursor = Cursor()
        let last = Self.items.count - 1
        return ZStack(alignment: .topLeading) {
            ForEach(Self.items.indices, id: \.self) { index in
                Text(Self.items[index]).padding(.horizontal, 5).padding(.vertical, 5)
                    .alignmentGuide(.leading) { d in
                        cursor.x = cursor.rowEnd
                        if abs(cursor.x - d.width) > width {
                            (cursor.x, cursor.y) = (0, cursor.rowBottom)
                        }
                        let value = cursor.x
                        cursor.rowEnd = index == last ? 0 : cursor.x - d.width
                        cursor.rowBottom = cursor.y - d.height
                        return value
                    }
                    .alignmentGuide(.top) { _ in
                        let value = cursor.y
                        if index == last { (cursor.y, cursor.rowBottom) = (0, 0) }
                        return value
                    }
            }
        }
    }

    @Test func childrenWrapIntoRowsAsOnIOS() throws {
        let image = try PrefireCanvas.render(wrappingRow(width: 390), height: 120, size: .medium)
        let tops = InkRows(image).tops
        try #require(tops.count == 2, "\(tops)")
        #expect(abs(tops[1] - tops[0] - 29.5) <= 0.25, "\(tops)")
        // The second row starts at the leading edge: its first ink 6.5 pt in, as the first row's.
        func firstInk(fromRow top: CGFloat) -> CGFloat? {
            let rows = Int(top * 2)..<Int(top * 2) + 20
            return (0..<image.width).first { x in rows.contains { (image[x: x, y: $0]?.red ?? 255) < 160 } }.map { CGFloat($0) / 2 }
        }
        #expect(firstInk(fromRow: tops[0]) == 6.5 && firstInk(fromRow: tops[1]) == 6.5, "\(tops)")
        // The first row ends with "Playstation 2": its ink ends at 313.0 pt on iOS.
        let firstRowEnd = (0..<image.width).last { x in
            (Int(tops[0] * 2)..<Int(tops[0] * 2) + 20).contains { (image[x: x, y: $0]?.red ?? 255) < 160 }
        }
        #expect(firstRowEnd.map { abs(CGFloat($0 + 1) / 2 - 313.0) <= 2 } == true, "\(String(describing: firstRowEnd))")
    }
}
