import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// An unavailable-content view's lines where iOS 18 puts them (D281, D285): at Large the symbol's box
/// meets the title 9.67 pt above it and the block is centred; under AX5 the symbol grows as
/// `.title2`'s leading (66 over 28) and its box comes 5.33 pt for each unit of that growth closer.
@MainActor
struct ContentUnavailableLayoutTests {
    let canvas = Device(
        name: "375 × 400", size: CGSize(width: 375, height: 400), scale: 3, safeAreaTop: 0, safeAreaBottom: 0,
        maximumFramesPerSecond: 60)

    func layout(_ size: DynamicTypeSize) throws -> (symbol: CGRect, title: CGRect, description: CGRect) {
        let host = ViewHost(
            ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add items to get started"))
                .environment(\.dynamicTypeSize, size))
        let symbol = try #require(
            host.displayList(on: canvas).first { item in
                if case .symbol = item.content { true } else { false }
            })
        let result = host.layout(on: canvas)
        let title = try #require(host.frames(ofText: "No Items", in: result).first)
        let description = try #require(host.frames(ofText: "Add items to get started", in: result).first)
        return (symbol.frame, title, description)
    }

    @Test func theSymbolGrowsAsTheTitlesLeading() throws {
        let large = try layout(.large)
        let ax5 = try layout(.accessibility5)
        #expect(abs(ax5.symbol.height / large.symbol.height - 66.0 / 28) < 0.02, "\(large.symbol) \(ax5.symbol)")
        // The symbol's box (drawn 5.33 pt taller above than the space it takes) sits 9.67 pt over the
        // title at Large, 9.67 − 5.33 × (66/28 − 1) under AX5.
        #expect(abs(large.title.minY - large.symbol.maxY - 9.67) < 0.34, "\(large)")
        #expect(abs(ax5.title.minY - ax5.symbol.maxY - (9.67 - 5.33 * (66.0 / 28 - 1))) < 0.34, "\(ax5)")
        // Centred: the symbol's box starts 5.33 pt above the block, which has 20 pt under its description.
        let top = large.symbol.minY + 5.33
        let bottom = large.description.maxY + 20
        #expect(abs((top + bottom) / 2 - 200) < 0.34, "\(large)")
        let ax5Top = ax5.symbol.minY + 5.33 * 66 / 28
        #expect(abs((ax5Top + ax5.description.maxY + 20) / 2 - 200) < 0.34, "\(ax5)")
    }
}
