import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// The accessibility modifiers' iOS 13 spellings (Apple: `accessibility(label:)` and its siblings,
/// deprecated and renamed to `accessibilityLabel(_:)` and the rest). Hymns-iOS's
/// `TitleWithBackButton` and `HomeTabView` label their symbol buttons with
/// `.accessibility(label: Text(…))`; without these spellings neither compiled.
@MainActor
struct OlderAccessibilityModifierTests {
    /// A back button labelled as `TitleWithBackButton` labels it, and a decorated header.
    @MainActor
    struct Header: View {
        @State var taps = 0
        var body: some View {
            HStack {
                Button(action: { taps += 1 }) {
                    Image(systemName: "chevron.left")
                        .accessibility(label: Text("Go back"))
                }
                Text("Version information")
                    .accessibility(addTraits: .isHeader)
                    .accessibility(hint: Text("The screen's title"))
                    .accessibility(identifier: "title")
                    .accessibility(value: Text(verbatim: "\(taps) taps"))
                Image(systemName: "sparkles").accessibility(hidden: true)
            }
        }
    }

    @Test func theOlderSpellingsLabelHintIdentifyAndHide() throws {
        let host = ViewHost(Header())
        let elements = host.accessibilityElements
        #expect(elements.map(\.label) == ["Go back", "Version information"])
        let back = try #require(elements.first)
        #expect(back.traits.contains("button"))
        let title = try #require(elements.last)
        #expect(title.traits.contains("header"))
        #expect(title.hint == "The screen's title")
        #expect(title.identifier == "title")
        #expect(title.value == "0 taps")
    }

    @Test func theLabelledButtonIsTappedByItsLabel() throws {
        let host = ViewHost(Header())
        try host.tap("Go back")
        #expect(host.accessibilityElements.last?.value == "1 taps")
    }
}
