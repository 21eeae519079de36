import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `LazyHGrid` is `LazyVGrid` turned a quarter: its items are rows, its cells fill a column from
/// top to bottom before the next column starts (Apple: "a container view that arranges its child
/// views in a grid that grows horizontally"), each line as wide as its widest cell, 8 pt apart by
/// default, each cell centred in its row.
@MainActor
struct LazyHGridTests {
    func cells(spacing: CGFloat? = nil) -> [CGRect] {
        let grid = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: spacing) {
            ForEach(0..<3, id: \.self) { index in
                Color(red: 1, green: Double(index) / 2, blue: 0).frame(width: index == 1 ? 50 : 30, height: 20)
            }
        }
        return ViewHost(grid.fixedSize().background(Color(red: 0, green: 0, blue: 1))).displayList(on: .iPhone16)
            .filter { $0.frame.height == 20 }.map(\.frame)
    }

    @Test func cellsFillAColumnThenTheNext() throws {
        let drawn = cells()
        try #require(drawn.count == 3)
        let (first, second, third) = (drawn[0], drawn[1], drawn[2])
        // Column 0 holds cells 0 and 1 (as wide as 50), column 1 starts 50 + 8 pt later.
        #expect(abs(first.midX - second.midX) < 1e-9)
        #expect(abs(second.minY - first.minY - 48) < 1e-9)
        // The 50 pt cell starts its column; the next column starts 50 + 8 pt after it.
        #expect(abs(third.minX - second.minX - 58) < 1e-9)
        #expect(abs(third.minY - first.minY) < 1e-9)
    }

    @Test func aCellIsCentredInItsRow() throws {
        let grid = ViewHost(
            LazyHGrid(rows: [GridItem(.fixed(40))]) { Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 20) }
                .fixedSize().background(Color(red: 0, green: 0, blue: 1))
        ).displayList(on: .iPhone16)
        let background = try #require(grid.first { $0.frame.height == 40 })
        let cell = try #require(grid.first { $0.frame.height == 20 })
        #expect(abs(cell.frame.minY - background.frame.minY - 10) < 1e-9)
        #expect(abs(background.frame.width - 30) < 1e-9)
    }

    @Test func linesAreTheirSpacingApart() throws {
        let drawn = cells(spacing: 20)
        try #require(drawn.count == 3)
        #expect(abs(drawn[2].minX - drawn[1].minX - 70) < 1e-9)
    }
}
