import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// An unavailable-content view's lines where iOS 18 puts them (D281, D285, D293): the symbol's
/// frame, which hugs its ink, sits 15 pt over the title at every size and the block is centred;
/// under AX5 the symbol grows as `.title2`'s leading (66 over 28).
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
        // The symbol's frame sits 15 pt over the title at Large and under AX5 alike.
        #expect(abs(large.title.minY - large.symbol.maxY - 15) < 0.34, "\(large)")
        #expect(abs(ax5.title.minY - ax5.symbol.maxY - 15) < 0.34, "\(ax5)")
        // Centred: from the symbol's frame to 20 pt under the description.
        #expect(abs((large.symbol.minY + large.description.maxY + 20) / 2 - 200) < 0.34, "\(large)")
        #expect(abs((ax5.symbol.minY + ax5.description.maxY + 20) / 2 - 200) < 0.34, "\(ax5)")
    }
}
