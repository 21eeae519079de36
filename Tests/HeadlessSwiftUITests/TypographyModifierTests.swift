import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// A text's renderer attribute (`customAttribute(_:)`, iOS 17).
private struct Emphasis: TextAttribute {}

/// Small capitals, the typesetting language and custom text attributes (D273): each compiles as on
/// iOS and leaves the text as the layer drew it — the layer's face has no small capitals, its
/// scripts keep their line heights, and an attribute does nothing without a text renderer.
@MainActor
struct TypographyModifierTests {
    private func drawn(_ view: some View) -> [DisplayItem] { ViewHost(view).displayList(on: .iPhone16) }

    @Test func theModifiersLeaveTheTextAsItWasDrawn() {
        let plain = drawn(Text("Tempo run").font(.body))
        #expect(plain.count == 1)
        #expect(drawn(Text("Tempo run").font(.body.smallCaps())) == plain)
        #expect(drawn(Text("Tempo run").font(.body.lowercaseSmallCaps().uppercaseSmallCaps(true))) == plain)
        #expect(drawn(Text("Tempo run").font(.body).customAttribute(Emphasis())) == plain)
        #expect(drawn(Text("Tempo run").font(.body).typesettingLanguage(.explicit(Locale.Language(identifier: "de")))) == plain)
        #expect(drawn(Text("Tempo run").font(.body).typesettingLanguage(Locale.Language(identifier: "ar"))) == plain)
        #expect(TypesettingLanguage.explicit(Locale.Language(identifier: "th")) != .automatic)
    }
}
