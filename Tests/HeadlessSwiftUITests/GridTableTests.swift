import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// `Grid` and `GridRow` as Apple documents them (issue #36): columns as wide as their widest
/// cell, `gridColumnAlignment` aligning a whole column, `gridCellColumns` spanning, a view outside
/// a row spanning the grid, and the spacings given.
@MainActor
struct GridTableTests {
    @Test func aColumnIsAsWideAsItsWidestCellAndAlignsAsOneOfItsCellsSays() throws {
        let host = ViewHost(GridTableSnippet())
        let distance = try host.frame(ofText: "Distance")
        let pace = try host.frame(ofText: "Pace")
        let kilometres = try host.frame(ofText: "5.2 km")
        let perKilometre = try host.frame(ofText: "5:40 /km")
        // The grid's leading alignment in the first column, the trailing one the second column asks for.
        #expect(abs(distance.minX - pace.minX) < 1e-9)
        #expect(abs(kilometres.maxX - perKilometre.maxX) < 1e-9)
        #expect(kilometres.minX > perKilometre.minX + 1)
        // The second column starts 16 pt after the first, which is as wide as "Distance".
        #expect(abs(perKilometre.minX - distance.maxX - 16) < 1e-9, "\(distance) \(perKilometre)")
    }

    @Test func aSpanningCellCoversItsColumnsAndTheNextCellMovesOn() throws {
        let host = ViewHost(GridTableSnippet())
        let distance = try host.frame(ofText: "Distance")
        let perKilometre = try host.frame(ofText: "5:40 /km")
        let total = try host.frame(ofText: "Total")
        let answer = try host.frame(ofText: "42")
        // "Total" spans the first two columns, leading; "42" sits centred in the third.
        #expect(abs(total.minX - distance.minX) < 1e-9)
        #expect(answer.minX > perKilometre.maxX + 16 - 1e-9, "\(answer) \(perKilometre)")
        let runner = try #require(
            host.displayList(on: .iPhone16).first {
                if case let .symbol(name, _, _, _, _) = $0.content { name == "figure.run" } else { false }
            })
        #expect(abs(answer.midX - runner.frame.midX) < 1e-9, "\(answer) \(runner.frame)")
    }

    @Test func rowsAreTheGivenSpacingApartAndADividerSpansTheGrid() throws {
        let host = ViewHost(GridTableSnippet())
        let distance = try host.frame(ofText: "Distance")
        let pace = try host.frame(ofText: "Pace")
        let total = try host.frame(ofText: "Total")
        let runner = try #require(
            host.displayList(on: .iPhone16).first {
                if case let .symbol(name, _, _, _, _) = $0.content { name == "figure.run" } else { false }
            })
        // The first row is as tall as its tallest cell; the next starts 10 pt under it.
        let firstRow = max(distance.maxY, runner.frame.maxY) - min(distance.minY, runner.frame.minY)
        #expect(abs(pace.minY - (min(distance.minY, runner.frame.minY) + firstRow + 10)) < 0.5, "\(distance) \(runner.frame) \(pace)")
        // The divider: a hairline row between the second and third rows, across the whole grid.
        let items = host.displayList(on: .iPhone16)
        let divider = try #require(
            items.first { $0.frame.height > 0 && $0.frame.height < 1.01 && $0.frame.width > 50 }?.frame, "\(items.map(\.frame))")
        #expect(divider.minY > pace.maxY + 9 && divider.maxY < total.minY - 9, "\(divider)")
        #expect(abs(divider.minX - distance.minX) < 1e-9 && abs(divider.maxX - runner.frame.maxX) < 1, "\(divider) \(runner.frame)")
    }

    @Test func withoutAGridARowLaysOutItsCellsAsAGroup() {
        let host = ViewHost(
            VStack {
                GridRow {
                    Text("One")
                    Text("Two")
                }
            })
        #expect(host.accessibilityElements.map(\.label) == ["One", "Two"])
    }
}
