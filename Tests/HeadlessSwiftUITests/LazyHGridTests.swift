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

    /// A column is as wide as its widest cell and the grid as wide as its columns and the spacing
    /// between them (50 + 8 + 30), as tall as its rows and theirs (40 + 8 + 40).
    @Test func theGridIsAsLongAsItsColumnsAndAsTallAsItsRows() throws {
        let drawn = ViewHost(
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                ForEach(0..<3, id: \.self) { index in
                    Color(red: 1, green: Double(index) / 2, blue: 0).frame(width: index == 1 ? 50 : 30, height: 20)
                }
            }
            .fixedSize().background(Color(red: 0, green: 0, blue: 1))
        ).displayList(on: .iPhone16)
        let background = try #require(drawn.first { $0.frame.height != 20 })
        #expect(abs(background.frame.width - 88) < 1e-9)
        #expect(abs(background.frame.height - 88) < 1e-9)
    }

    /// A cell is offered its row's height and no width (Apple, `GridItem`: "the size of the item's
    /// row"): a text takes its one line, however long, rather than wrapping to the row's 40 pt.
    @Test func aCellIsOfferedItsRowsHeightAndAnyWidth() throws {
        let host = ViewHost(LazyHGrid(rows: [GridItem(.fixed(40))]) { Text("Wednesday workout") })
        let layout = host.layout(on: .iPhone16)
        let text = try #require(host.frames(ofText: "Wednesday workout", in: layout).first)
        let single = ViewHost(Text("Wednesday workout"))
        let line = try #require(single.frames(ofText: "Wednesday workout", in: single.layout(on: .iPhone16)).first)
        #expect(abs(text.width - line.width) < 1e-9 && abs(text.height - line.height) < 1e-9)
        #expect(text.width > 100)
    }

    /// Offered more height than its rows need, the grid takes it and centres its rows in it: two
    /// 40 pt rows 8 pt apart in 200 pt start 56 pt down, each 20 pt cell 10 pt into its row.
    @Test func rowsAreCentredInTheHeightOffered() throws {
        let drawn = ViewHost(
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                ForEach(0..<2, id: \.self) { index in
                    Color(red: 1, green: Double(index), blue: 0).frame(width: 30, height: 20)
                }
            }
            .frame(height: 200).background(Color(red: 0, green: 0, blue: 1))
        ).displayList(on: .iPhone16)
        let background = try #require(drawn.first { $0.frame.height == 200 })
        let cells = drawn.filter { $0.frame.height == 20 }.map(\.frame).sorted { $0.minY < $1.minY }
        try #require(cells.count == 2)
        #expect(abs(cells[0].minY - background.frame.minY - 66) < 1e-9)
        #expect(abs(cells[1].minY - background.frame.minY - 114) < 1e-9)
    }
}
