import HeadlessLayout
import HeadlessSwiftUI
import SnapshotTesting
import SwiftUICorpus
import Testing

@testable import AirFitSnapshotTesting

/// A settings form and a list screen as app teams write them (issue #36): navigation bar, sections,
/// rows, toggle, labeled value and link, light and dark, against PNG references at 1x
/// (Tests/RendererTests/__Snapshots__). Re-record with SNAPSHOT_TESTING_RECORD=all.
@MainActor
struct SystemContainerSnapshotTests {
    @Test func settingsFormLight() {
        assertSnapshot(of: SettingsScreenSnippet(model: SettingsModel()), as: .headlessImage(appearance: .light))
    }

    @Test func settingsFormDark() {
        assertSnapshot(of: SettingsScreenSnippet(model: SettingsModel()), as: .headlessImage(appearance: .dark))
    }

    @Test func workoutListLight() {
        assertSnapshot(of: WorkoutListSnippet().environmentObject(SettingsModel()), as: .headlessImage(appearance: .light))
    }
}
