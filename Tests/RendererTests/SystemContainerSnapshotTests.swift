import Foundation
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

/// An app's tabs, a form of system controls under an inline title with a toolbar, and empty
/// states (issue #36), light and dark.
@MainActor
struct AppScreenSnapshotTests {
    @Test func tabsLight() {
        assertSnapshot(of: AppTabsSnippet(), as: .headlessImage(appearance: .light))
    }

    @Test func tabsDark() {
        assertSnapshot(of: AppTabsSnippet(), as: .headlessImage(appearance: .dark))
    }

    @Test func controlsFormLight() {
        assertSnapshot(of: ControlsFormSnippet(goal: GoalModel()), as: .headlessImage(appearance: .light))
    }

    @Test func controlsFormDark() {
        assertSnapshot(of: ControlsFormSnippet(goal: GoalModel()), as: .headlessImage(appearance: .dark))
    }

    @Test func lazyGrids() {
        assertSnapshot(of: GridSnippet(), as: .headlessImage(appearance: .light))
    }

    @Test func gridTable() {
        assertSnapshot(of: GridTableSnippet(), as: .headlessImage(layout: .sizeThatFits, appearance: .light))
    }

    @Test func datePickersLight() {
        assertSnapshot(
            of: DatePickerSnippet(date: Date(timeIntervalSince1970: 1_795_876_740)), as: .headlessImage(appearance: .light))
    }

    @Test func datePickersDark() {
        assertSnapshot(
            of: DatePickerSnippet(date: Date(timeIntervalSince1970: 1_795_876_740)), as: .headlessImage(appearance: .dark))
    }

    @Test func searchableList() {
        assertSnapshot(of: SearchableListSnippet(), as: .headlessImage(appearance: .light))
    }

    @Test func searchableListTyped() {
        assertSnapshot(of: SearchableListSnippet(query: "Run"), as: .headlessImage(appearance: .dark))
    }

    @Test func confirmationDialog() {
        assertSnapshot(of: SearchableListSnippet(confirming: true), as: .headlessImage(appearance: .light))
    }

    @Test func tabsWithABarBackground() {
        assertSnapshot(of: ModernTabsSnippet(), as: .headlessImage(appearance: .light))
    }

    @Test func tabsWithAHiddenBar() {
        assertSnapshot(of: ModernTabsSnippet(selection: .player), as: .headlessImage(appearance: .light))
    }

    @Test func safeAreaInsetDark() {
        assertSnapshot(of: BridgingSnippet(), as: .headlessImage(appearance: .dark))
    }

    @Test func markdownText() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Tap **Start** to begin a *new* workout.")
            Text("Run `intervals` or ~~skip them~~: see [the guide](https://example.com).")
            Text(verbatim: "Verbatim **stays** as typed")
        }
        .padding()
        assertSnapshot(of: view, as: .headlessImage(layout: .fixed(width: 393, height: 120), appearance: .light))
    }

    @Test func emptyStates() {
        assertSnapshot(of: EmptyStateSnippet(), as: .headlessImage(appearance: .light))
    }
}

/// What app screens add around system containers (issue #36): text field styles and an editor,
/// share links and a control group in a form, a carousel of container-relative cards, a split view
/// collapsed on iPhone, stored settings with a redacted row and symbol variants.
@MainActor
struct AppViewsSnapshotTests {
    @Test func editorForm() {
        assertSnapshot(of: EditorFormSnippet(), as: .headlessImage(appearance: .light))
    }

    @Test func carousel() {
        assertSnapshot(of: CarouselSnippet(), as: .headlessImage(layout: .fixed(width: 393, height: 200), appearance: .light))
    }

    @Test func splitViewDark() {
        assertSnapshot(of: SplitViewSnippet(), as: .headlessImage(appearance: .dark))
    }

    @Test func storedSettings() {
        assertSnapshot(of: SettingsStorageSnippet(), as: .headlessImage(appearance: .light))
    }

    /// A pushed plan: its back button titled "Plans", its own large title and list.
    @Test func pushedPage() {
        assertSnapshot(of: NavigationPathSnippet(path: [.plan("Marathon plan")]), as: .headlessImage(appearance: .light))
    }

    /// Two pages up, an inline title beside the back button titled with the page under it.
    @Test func pushedInlinePageDark() {
        let path: [TrainingRoute] = [.plan("Marathon plan"), .session("Marathon plan", week: 1)]
        assertSnapshot(of: NavigationPathSnippet(path: path), as: .headlessImage(appearance: .dark))
    }
}
