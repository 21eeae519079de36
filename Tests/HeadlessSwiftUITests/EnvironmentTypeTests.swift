import Foundation
import SwiftUI
import Testing

/// The environment's own value types, as Apple documents them: `EditMode.isEditing` ("true when
/// the mode is active or transient"), `DynamicTypeSize.isAccessibilitySize` (from
/// `.accessibility1` up), the layout direction of a locale's script (Foundation's
/// `Locale.Language.characterDirection`), and what `OpenURLAction`'s completion is told
/// (`accepted`: false only when the handler discarded the URL).
@MainActor
struct EnvironmentTypeTests {
    @Test func editingIsActiveOrTransient() {
        #expect(EditMode.active.isEditing)
        #expect(EditMode.transient.isEditing)
        #expect(!EditMode.inactive.isEditing)
    }

    @Test func theAccessibilitySizesStartAtTheFirst() {
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(DynamicTypeSize.accessibility5.isAccessibilitySize)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test func aLocalesScriptGivesItsDirection() {
        #expect(LayoutDirection(locale: Locale(identifier: "ar")) == .rightToLeft)
        #expect(LayoutDirection(locale: Locale(identifier: "he")) == .rightToLeft)
        #expect(LayoutDirection(locale: Locale(identifier: "de")) == .leftToRight)
    }

    @Test func onlyADiscardedURLIsNotAccepted() {
        final class Answers { var accepted: [Bool] = [] }
        let answers = Answers()
        let url = URL(string: "https://example.com")!
        for result in [OpenURLAction.Result.handled, .discarded, .systemAction] {
            OpenURLAction { _ in result }(url) { answers.accepted.append($0) }
        }
        #expect(answers.accepted == [true, false, true])
    }
}
