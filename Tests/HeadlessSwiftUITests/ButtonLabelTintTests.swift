import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// Which buttons draw their label in the tint (Apple's `Button`: the default style on iOS draws a
/// borderless button whose label takes the accent color): the automatic style does; `.plain` and
/// a style of the app's own leave the label in the foreground it inherits (primary: black in light).
@MainActor
struct ButtonLabelTintTests {
    struct LabelOnly: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    func paint(_ view: some View) throws -> DisplayPaint {
        try #require(ViewHost(view).drawnTexts().first { $0.string == "Go" }).paint
    }

    let red = DisplayPaint.color(red: 1, green: 0, blue: 0, opacity: 1)

    @Test func theAutomaticStyleDrawsTheLabelInTheTint() throws {
        #expect(try paint(Button("Go") {}.tint(Color(red: 1, green: 0, blue: 0))) == red)
    }

    @Test func aPlainOrCustomStyleLeavesTheLabelAlone() throws {
        #expect(try paint(Button("Go") {}.buttonStyle(.plain).tint(Color(red: 1, green: 0, blue: 0))) != red)
        #expect(try paint(Button("Go") {}.buttonStyle(LabelOnly()).tint(Color(red: 1, green: 0, blue: 0))) != red)
        #expect(try paint(Button("Go") {}.buttonStyle(LabelOnly())) == .color(red: 0, green: 0, blue: 0, opacity: 1))
    }

    /// The tint is read where the label is drawn: a tint or accent color set inside the label wins
    /// over the button's (measured on iOS 18.2, HymnalDreamTeam/Hymns-iOS's `TitleWithBackButton`:
    /// a `chevron.left` under `.accentColor(.primary)` is black, not blue, D287).
    @Test func aTintInsideTheLabelWins() throws {
        let inner = Button {
        } label: {
            Text("Go").accentColor(Color(red: 1, green: 0, blue: 0))
        }
        #expect(try paint(inner.tint(Color(red: 0, green: 0, blue: 1))) == red)
        let outer = Button {
        } label: {
            Text("Go")
        }
        #expect(try paint(outer.tint(Color(red: 0, green: 0, blue: 1))) == .color(red: 0, green: 0, blue: 1, opacity: 1))
    }
}
