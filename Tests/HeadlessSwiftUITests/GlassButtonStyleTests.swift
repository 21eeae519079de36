import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// iOS 26's glass button styles (Apple: `GlassButtonStyle`, `GlassProminentButtonStyle`):
/// `.glassProminent` fills its capsule with the tint under a white label, `.glass` draws its label
/// in the tint (the primary color when none is set) on clear glass. At `.large` and `.extraLarge`
/// the capsule is at least 44 pt tall (D153); at the regular size it hugs the label and its 10 pt
/// of padding above and below.
@MainActor
struct GlassButtonStyleTests {
    func label(_ view: some View) throws -> DisplayText {
        let texts = ViewHost(view).drawnTexts()
        return try #require(texts.first { $0.string == "Go" })
    }

    @Test func prominentGlassDrawsAWhiteLabel() throws {
        let text = try label(Button("Go") {}.buttonStyle(.glassProminent))
        #expect(text.paint == .color(red: 1, green: 1, blue: 1, opacity: 1))
    }

    @Test func glassDrawsTheLabelInTheTint() throws {
        let text = try label(Button("Go") {}.buttonStyle(.glass).tint(Color(red: 1, green: 0, blue: 0)))
        #expect(text.paint == .color(red: 1, green: 0, blue: 0, opacity: 1))
    }

    @Test(arguments: [(ControlSize.regular, false), (.large, true), (.extraLarge, true)])
    func largeGlassButtonsAreFortyFourPointsTall(size: ControlSize, isTall: Bool) throws {
        let host = ViewHost(Button("Go") {}.buttonStyle(.glass).controlSize(size))
        let label = try host.frame(ofText: "Go")
        let capsule = try #require(
            host.displayList(on: .iPhone16).map(\.frame).filter { $0.width > label.width + 1 }.min {
                $0.height < $1.height
            })
        #expect(abs(capsule.height - (isTall ? 44 : label.height + 20)) < 1e-6, "\(size)")
    }
}
