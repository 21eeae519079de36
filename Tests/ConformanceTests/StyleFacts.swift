import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Facts about how SwiftUI styles text and buttons, measured on iOS in issue #30's references
/// (iOS 18 simulator recordings of other authors' views), each of which the headless layer got
/// wrong before.
@MainActor
struct StyleFacts {
    /// The text item drawing `string`.
    func text(_ string: String, in view: some View) throws -> DisplayText {
        let texts = ViewHost(view).displayList(on: .iPhone16).compactMap { item -> DisplayText? in
            if case let .text(text) = item.content, text.string == string { text } else { nil }
        }
        return try #require(texts.first, "no text \"\(string)\"")
    }

    /// Issue #30, item 5: `.foregroundStyle(Color.secondary)` is the secondary label color,
    /// #3C3C43 at 60% in light appearance (UIKit's `secondaryLabel`), not 60% of 60%.
    @Test func secondaryColorIsSixtyPercentOnce() throws {
        let drawn = try text("Sets", in: Text("Sets").foregroundStyle(Color.secondary)).paint
        let secondary = DisplayPaint.color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.6)
        #expect(drawn == secondary)
        // `opacity(_:)` on it multiplies once more: 60% × 50%.
        let half = try text("Reps", in: Text("Reps").foregroundStyle(Color.secondary.opacity(0.5))).paint
        let halfSecondary = DisplayPaint.color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.3)
        #expect(half == halfSecondary)
    }

    /// Issue #30, item 4: a `Button` without a style (automatic, borderless on iOS) draws its
    /// label in the accent color (systemBlue) or the `.tint` above it; `.plain` keeps the label's
    /// own color, and a foreground style above the button wins over the tint.
    @Test func defaultButtonLabelIsTinted() throws {
        let blue = DisplayPaint.color(red: 0, green: 122.0 / 255, blue: 1, opacity: 1)
        let green = DisplayPaint.color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, opacity: 1)
        let red = DisplayPaint.color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, opacity: 1)
        let black = DisplayPaint.color(red: 0, green: 0, blue: 0, opacity: 1)
        let automatic = try text("Save", in: Button("Save") {}).paint
        let borderless = try text("Save", in: Button("Save") {}.buttonStyle(.borderless)).paint
        let tinted = try text("Save", in: Button("Save") {}.tint(.green)).paint
        let plain = try text("Save", in: Button("Save") {}.buttonStyle(.plain)).paint
        let styled = try text("Save", in: Button("Save") {}.foregroundStyle(.red)).paint
        #expect(automatic == blue)
        #expect(borderless == blue)
        #expect(tinted == green)
        #expect(plain == black)
        #expect(styled == red)
    }

    /// Issue #30, item 3: `font` and `fontWeight` applied to `configuration.label` inside a
    /// `ButtonStyle`'s `makeBody` reach the label's text (drawn at weight 400 before).
    @Test func buttonStyleFontReachesTheLabel() throws {
        let drawn = try text("Start", in: Button("Start") {}.buttonStyle(HeavyLabelStyle())).font
        #expect(drawn.weight == 700)
        #expect(drawn.size == 20)
    }
}

/// Issue #30's iOS references, item 6: a number too wide for its frame under
/// `minimumScaleFactor` shrinks onto one line, where the layer broke it between characters.
@MainActor
struct MinimumScaleFacts {
    @Test func aWideWordShrinksInsteadOfBreaking() throws {
        let view = Text("10000").font(.largeTitle).minimumScaleFactor(0.5).frame(width: 60)
        let (host, result) = try ConformanceHost.layout(view)
        let frame = try #require(host.frames(ofText: "10000", in: result).first)
        let item = try #require(
            host.displayList(on: .iPhone16, measurer: host.measurer).compactMap { if case let .text(t) = $0.content { t } else { nil } }
                .first)
        // One line of a shrunk font: between half and all of 34 pt, the frame one line tall.
        #expect(item.font.size < 34 && item.font.size >= 17, "\(item.font.size)")
        #expect(frame.height < sfLineHeight(34) && frame.width <= 60, "\(frame)")
        // Without the factor it breaks between characters onto more lines.
        let (plain, plainResult) = try ConformanceHost.layout(Text("10000").font(.largeTitle).frame(width: 60))
        #expect(try #require(plain.frames(ofText: "10000", in: plainResult).first).height > sfLineHeight(34))
    }

    /// Shrinking across 20 pt, where the stand-in's calibration switches from SF Pro Display's to
    /// SF Pro Text's (D211), still ends on one line: "Marathonmonat" in 17 pt semibold scaled with
    /// `.title` to xxxLarge (20.6 pt; German, the achievements screen on an iPhone SE) in a 116.5 pt
    /// column. Its widths are not
    /// proportional to its size there, so one proportional step left it breaking as "Marathonmon|at".
    @Test func aWordShrunkAcrossTheDisplaySwitchStillFits() throws {
        let view = Text(verbatim: "Marathonmonat").font(.system(size: 17 * 34 / 28, weight: .semibold)).minimumScaleFactor(0.7)
            .multilineTextAlignment(.center).frame(width: 116.5)
        let (host, result) = try ConformanceHost.layout(view)
        let frame = try #require(host.frames(ofText: "Marathonmonat", in: result).first)
        #expect(frame.height < sfLineHeight(17 * 34 / 28), "\(frame)")
    }
}

/// A style that sets the label's font and weight, as many adopters' styles do.
private struct HeavyLabelStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.font(.title3).fontWeight(.bold).padding()
    }
}
