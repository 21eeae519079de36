import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// `SwitchToggleStyle(tint:)` (iOS 14, Apple: "creates a switch toggle style with a tint color"):
/// the track fills with the style's tint when on, over the environment's `tint`.
@MainActor
struct SwitchTintTests {
    func trackPaint(_ view: some View) -> DisplayPaint? { SwitchTrack.paints(view).first }

    let orange = Color(red: 1, green: 0.5, blue: 0)
    let orangePaint = DisplayPaint.color(red: 1, green: 0.5, blue: 0, opacity: 1)

    @Test func theStylesTintFillsTheTrackWhenOn() {
        #expect(trackPaint(Toggle("Sync", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: orange))) == orangePaint)
        // Over the environment's tint, which an unstyled switch would take.
        #expect(trackPaint(Toggle("Sync", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: orange)).tint(.blue)) == orangePaint)
        #expect(trackPaint(Toggle("Sync", isOn: .constant(true)).toggleStyle(SwitchToggleStyle()).tint(orange)) == orangePaint)
    }

    @Test func offTheTrackKeepsItsGray() {
        #expect(trackPaint(Toggle("Sync", isOn: .constant(false)).toggleStyle(SwitchToggleStyle(tint: orange))) != orangePaint)
    }
}
