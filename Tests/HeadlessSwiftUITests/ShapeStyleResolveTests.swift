import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

/// Apple, `ShapeStyle.resolve(in:)`: a custom style is resolved in the environment where it is drawn.
@MainActor
struct ShapeStyleResolveTests {
    func paint(dark: Bool) throws -> DisplayPaint {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        let item = try #require(ViewHost(SchemeAccentSquare(), environment: environment).displayList(on: .iPhone16).first)
        guard case let .shape(_, paint, _) = item.content else {
            Issue.record("\(item.content)")
            return .color(red: 0, green: 0, blue: 0, opacity: 0)
        }
        return paint
    }

    @Test func aCustomStyleResolvesByTheColorScheme() throws {
        #expect(try paint(dark: false) == .color(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(try paint(dark: true) == .color(red: 0, green: 0, blue: 1, opacity: 1))
    }
}
