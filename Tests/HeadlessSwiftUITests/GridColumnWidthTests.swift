import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// How `Grid` sizes its columns (Apple: "a grid … makes each column as wide as the widest cell in
/// the column"; a cell that can grow takes the width left over; a cell spanning columns with
/// `gridCellColumns` widens them when it does not fit). On an iPhone 16, 393 pt wide.
@MainActor
struct GridColumnWidthTests {
    func frames(_ view: some View) -> [CGRect] {
        ViewHost(view).displayList(on: .iPhone16).map(\.frame)
    }

    @Test func aFlexibleColumnTakesTheWidthLeftOver() throws {
        let drawn = frames(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 10)
                    Color(red: 0, green: 0, blue: 1).frame(height: 10)
                }
            })
        let fixed = try #require(drawn.first { $0.width == 50 })
        let flexible = try #require(drawn.first { $0.width != 50 })
        #expect(abs(flexible.width - (393 - 50 - 10)) < 1e-9)
        #expect(abs(flexible.minX - (fixed.maxX + 10)) < 1e-9)
    }

    /// A grid 10 pt between columns: a row of two 30 × 10 pt cells, then `spanning` across both.
    func twoColumns(over spanning: some View, verticalSpacing: CGFloat) -> some View {
        Grid(horizontalSpacing: 10, verticalSpacing: verticalSpacing) {
            GridRow {
                Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 10)
                Color(red: 0, green: 1, blue: 0).frame(width: 30, height: 10)
            }
            GridRow { spanning.gridCellColumns(2) }
        }
    }

    @Test func aSpanningCellWiderThanItsColumnsWidensThemEvenly() throws {
        // Columns of 30 and 30 with 10 between hold 70; a 100 pt cell across both adds 15 to each.
        let drawn = frames(
            twoColumns(over: Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 10), verticalSpacing: 0))
        let wide = try #require(drawn.first { $0.width == 100 })
        let cells = drawn.filter { $0.width == 30 }.sorted { $0.minX < $1.minX }
        try #require(cells.count == 2)
        // The grid is 100 wide; each column 45, the 30 pt cells centred in them.
        #expect(cells[0].midX - wide.minX == 22.5)
        #expect(cells[1].midX - wide.minX == 45 + 10 + 22.5)
    }

    /// Offered less than its columns need, a grid of texts stays inside the offer: the columns give
    /// up width and the texts wrap, each keeping a share (no column squeezed to nothing).
    @Test func aNarrowGridWrapsItsTextsInsideTheOffer() throws {
        let host = ViewHost(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Text("Alpha beta gamma")
                    Text("Delta epsilon zeta")
                }
            }
            .frame(width: 100))
        let layout = host.layout(on: .iPhone16)
        let first = try #require(host.frames(ofText: "Alpha beta gamma", in: layout).first)
        let second = try #require(host.frames(ofText: "Delta epsilon zeta", in: layout).first)
        let left = (393 - 100) / 2.0
        #expect(first.minX >= left - 1e-9 && second.maxX <= left + 100 + 1e-9)
        #expect(second.minX >= first.maxX + 10 - 1e-9)
        #expect(first.width > 30 && second.width > 30)
        let single = ViewHost(Text("Alpha"))
        let line = try #require(single.frames(ofText: "Alpha", in: single.layout(on: .iPhone16)).first).height
        #expect(first.height > line * 1.5 && second.height > line * 1.5)
    }

    /// A flexible cell across two columns is offered both and the spacing between (30 + 10 + 30);
    /// the grid is as tall as its rows and the spacing between them (10 + 7 + 10).
    @Test func aSpanningCellIsOfferedItsColumnsAndTheirSpacing() throws {
        let drawn = frames(
            twoColumns(over: Color(red: 0, green: 0, blue: 1).frame(height: 10), verticalSpacing: 7)
                .fixedSize()
                .background(Color(red: 1, green: 1, blue: 0)))
        let spanning = try #require(drawn.first { $0.width != 30 && $0.height == 10 })
        #expect(abs(spanning.width - 70) < 1e-9)
        let grid = try #require(drawn.first { $0.height != 10 })
        #expect(abs(grid.height - 27) < 1e-9)
        #expect(abs(grid.width - 70) < 1e-9)
    }

    /// Two cells that can grow share the width left over equally: beside a 50 pt column, with two
    /// gaps of 10, each takes (393 − 50 − 20) / 2.
    @Test func twoFlexibleColumnsShareTheWidthLeftOverEqually() throws {
        let drawn = frames(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 10)
                    Color(red: 0, green: 1, blue: 0).frame(height: 10)
                    Color(red: 0, green: 0, blue: 1).frame(height: 10)
                }
            })
        let flexible = drawn.filter { $0.width != 50 }.sorted { $0.minX < $1.minX }
        try #require(flexible.count == 2)
        #expect(abs(flexible[0].width - 161.5) < 1e-9 && abs(flexible[1].width - 161.5) < 1e-9)
        #expect(abs(flexible[1].minX - (flexible[0].maxX + 10)) < 1e-9)
    }

    /// Offered less than its columns need, a grid is exactly as wide as the offer: its columns give
    /// up their widths in proportion, the spacing between them kept.
    @Test func aNarrowGridIsAsWideAsItsOffer() throws {
        let drawn = frames(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Text("Alpha beta gamma")
                    Text("Delta epsilon zeta")
                }
            }
            .background(Color(red: 1, green: 1, blue: 0))
            .frame(width: 100))
        let grid = try #require(drawn.first { $0.width > 90 })
        #expect(abs(grid.width - 100) < 1e-9)
        #expect(abs(grid.minX - (393 - 100) / 2) < 1e-9)
    }
}
