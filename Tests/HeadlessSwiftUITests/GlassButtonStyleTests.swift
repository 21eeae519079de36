import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// iOS 26's glass button styles (Apple: `GlassButtonStyle`, `GlassProminentButtonStyle`):
/// `.glassProminent` fills its capsule with the tint under a white label, `.glass` draws its label
/// in the tint (the primary color when none is set) on clear glass.
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
}
