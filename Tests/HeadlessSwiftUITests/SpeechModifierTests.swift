import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// The speech modifiers change how VoiceOver speaks, not what is drawn or the label it reads (D258).
@MainActor
struct SpeechModifierTests {
    @Test func nothingDrawnOrReadChanges() {
        let plain = ViewHost(Text("A1-B2"))
        let spoken = ViewHost(
            Text("A1-B2").speechSpellsOutCharacters().speechAlwaysIncludesPunctuation().speechAdjustedPitch(0.4)
                .speechAnnouncementsQueued())
        let onView = ViewHost(VStack { Text("A1-B2") }.speechSpellsOutCharacters().speechAdjustedPitch(-0.2))
        let drawn = plain.displayList(on: .iPhone16).map(\.frame)
        #expect(spoken.displayList(on: .iPhone16).map(\.frame) == drawn)
        #expect(onView.displayList(on: .iPhone16).map(\.frame) == drawn)
        #expect(spoken.accessibilityElements.map(\.label) == ["A1-B2"])
        #expect(onView.accessibilityElements.map(\.label) == ["A1-B2"])
    }
}
