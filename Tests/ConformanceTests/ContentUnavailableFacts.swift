import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Facts about iOS 18's `ContentUnavailableView`, measured on martinomamic/RSSReader's public
/// `EmptyStateView` references (iOS 18, 375 × 400 pt at 3x, the Large text size): a `tray` symbol,
/// "No Items", "Add items to get started" and, in one, a `.bordered` "Add Item" button (D281).
@MainActor
struct ContentUnavailableFacts {
    let canvas = Device(
        name: "375 × 400", size: CGSize(width: 375, height: 400), scale: 3, safeAreaTop: 0, safeAreaBottom: 0,
        maximumFramesPerSecond: 60)

    func view(action: Bool) -> some View {
        ContentUnavailableView {
            Label("No Items", systemImage: "tray")
        } description: {
            Text("Add items to get started")
        } actions: {
            if action { Button("Add Item") {}.buttonStyle(.bordered) }
        }
    }

    /// The baseline of a text frame laid out on the 3x grid.
    func baseline(_ frame: CGRect, size: CGFloat) -> CGFloat { frame.minY + size * SystemFontMetrics.ascenderRatio }

    /// The title's baseline at 204.67 pt, the description's (15 pt, `.subheadline`) at 227, the
    /// button a 28 pt capsule from 250.67 pt with its 15 pt title's baseline at 270; without the
    /// button the rest sits 14 pt lower (218.67 and 241), as the whole is centred and the space
    /// under the description stays.
    @Test func theTitleDescriptionAndButtonSitWhereIOS18PutsThem() throws {
        let (host, result) = try ConformanceHost.layout(view(action: true), on: canvas)
        let title = try #require(host.frames(ofText: "No Items", in: result).first)
        let description = try #require(host.frames(ofText: "Add items to get started", in: result).first)
        let button = try #require(host.frames(ofText: "Add Item", in: result).first)
        #expect(abs(baseline(title, size: 22) - 204.67) < 0.5, "\(title)")
        #expect(abs(baseline(description, size: 15) - 227) < 0.5, "\(description)")
        #expect(abs(baseline(button, size: 15) - 270) < 0.5, "\(button)")
        let face = try #require(
            host.displayList(on: canvas, measurer: host.measurer).first { abs($0.frame.height - 28) < 0.5 && $0.frame.minY > 240 })
        let capsule = face.frame
        #expect(abs(capsule.minY - 250.67) < 0.5 && abs(capsule.width - 81.67) < 2, "\(capsule)")
        // Filled with the secondary system fill (#787880 at 16%: #E9E9EA on white), not the tint.
        guard case let .shape(_, .color(red, green, blue, alpha), _) = face.content else {
            Issue.record("the button's face is not a filled shape: \(face.content)")
            return
        }
        #expect(abs(red - 120.0 / 255) < 0.01 && abs(green - 120.0 / 255) < 0.01, "\(red) \(green)")
        #expect(abs(blue - 128.0 / 255) < 0.01 && abs(alpha - 0.16) < 0.01, "\(blue) \(alpha)")
        let (bareHost, bareResult) = try ConformanceHost.layout(view(action: false), on: canvas)
        let bareTitle = try #require(bareHost.frames(ofText: "No Items", in: bareResult).first)
        #expect(abs(baseline(bareTitle, size: 22) - 218.67) < 0.5, "\(bareTitle)")
        // The symbol's ink is centred 59.67 pt above the title's baseline (D281): its frame hugs its
        // ink (D293), so no inset of the view's own puts it there.
        let inks = bareHost.displayList(on: canvas, measurer: bareHost.measurer).compactMap { item -> CGRect? in
            if case let .symbol(_, _, _, _, ink?) = item.content { ink.offsetBy(dx: item.frame.minX, dy: item.frame.minY) } else { nil }
        }
        let symbol = try #require(inks.first)
        #expect(abs(baseline(bareTitle, size: 22) - symbol.midY - 59.67) < 0.5, "\(symbol) \(bareTitle)")
    }

    /// Under AX5 set in the environment (375 × 450 pt) the symbol grows as `.title2`'s leading (2.357
    /// times): the title's baseline at 203.67 pt, the button a capsule 68.67 pt tall from 356.33 pt.
    @Test func underAX5TheSymbolGrowsAsTheTitlesLeading() throws {
        let tall = Device(
            name: "375 × 450", size: CGSize(width: 375, height: 450), scale: 3, safeAreaTop: 0, safeAreaBottom: 0,
            maximumFramesPerSecond: 60)
        let big = view(action: true).environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
        let (host, result) = try ConformanceHost.layout(big, on: tall)
        let title = try #require(host.frames(ofText: "No Items", in: result).first)
        #expect(abs(baseline(title, size: 56) - 203.67) < 0.67, "\(title)")
        let face = try #require(
            host.displayList(on: tall, measurer: host.measurer).first { $0.frame.height > 60 && $0.frame.minY > 300 })
        #expect(abs(face.frame.minY - 356.33) < 0.67 && abs(face.frame.height - 68.67) < 0.67, "\(face.frame)")
    }
}
