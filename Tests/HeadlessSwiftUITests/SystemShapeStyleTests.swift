import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// iOS 17's semantic shape styles draw UIKit's colors of the same role, in the appearance where
/// they are drawn (D254).
@MainActor
struct SystemShapeStyleTests {
    func paint(_ style: some ShapeStyle, dark: Bool = false) throws -> DisplayPaint {
        let items = ViewHost(Rectangle().fill(style).frame(width: 20, height: 20).environment(\.colorScheme, dark ? .dark : .light))
            .displayList(on: .iPhone16)
        guard case let .shape(_, paint, _) = try #require(items.first { if case .shape = $0.content { true } else { false } }).content
        else { throw CancellationError() }
        return paint
    }

    @Test(arguments: [false, true])
    func eachStyleIsItsUIKitRole(dark: Bool) throws {
        #expect(try paint(.separator, dark: dark) == paint(Color(uiColor: .separator), dark: dark))
        #expect(try paint(.placeholder, dark: dark) == paint(Color(uiColor: .placeholderText), dark: dark))
        #expect(try paint(.link, dark: dark) == paint(Color(uiColor: .link), dark: dark))
        #expect(try paint(.fill, dark: dark) == paint(Color(uiColor: .systemFill), dark: dark))
        #expect(try paint(.windowBackground, dark: dark) == paint(Color(uiColor: .systemBackground), dark: dark))
    }

    /// UIKit's `separator`: (60, 60, 67) at 29% light, (84, 84, 88) at 60% dark.
    @Test func theSeparatorFollowsTheAppearance() throws {
        #expect(try paint(.separator) == .color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.29))
        #expect(try paint(.separator, dark: true) == .color(red: 84.0 / 255, green: 84.0 / 255, blue: 88.0 / 255, opacity: 0.6))
    }
}
