import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// `EmptyModifier` changes nothing and `equatable()` draws its view (Apple: `EmptyModifier`
/// "an empty, or identity, modifier"; `EquatableView` "a view type that compares itself against
/// its previous value and prevents its child updating if its new value is the same as its old").
@MainActor
struct EquatableAndEmptyModifierTests {
    struct Score: View, Equatable {
        let points: Int
        var body: some View { Text("\(points) pts").padding(8) }
    }

    @Test func anEmptyModifierDrawsTheViewAsItWas() {
        let plain = ViewHost(Text("Total").padding()).displayList(on: .iPhone16)
        let modified = ViewHost(Text("Total").padding().modifier(EmptyModifier())).displayList(on: .iPhone16)
        #expect(plain.map(\.frame) == modified.map(\.frame) && !plain.isEmpty)
        #expect(ViewHost(Text("Total").modifier(EmptyModifier.identity)).drawnTexts().map(\.string) == ["Total"])
    }

    @Test func anEquatableViewDrawsItsContentAndFollowsItsChanges() throws {
        let host = ViewHost(Score(points: 12).equatable())
        #expect(host.drawnTexts().map(\.string) == ["12 pts"])
        #expect(try host.frame(ofText: "12 pts").width > 30)
        let equatable: EquatableView<Score> = Score(points: 3).equatable()
        #expect(equatable.content == Score(points: 3))
    }
}
