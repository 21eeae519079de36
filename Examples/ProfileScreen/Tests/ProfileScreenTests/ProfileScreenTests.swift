import AirFitSnapshotTesting
import Foundation
import ProfileScreen
import Testing

/// The profile screen's snapshots, rendered on Linux: the references sit in __Snapshots__ beside
/// this file. Record new ones with `SNAPSHOT_TESTING_RECORD=missing swift test` (or `failed`, `all`).
@MainActor
struct ProfileScreenTests {
    @Test func light() {
        assertSnapshot(of: ProfileScreen(), as: .headlessImage(layout: .device(.iPhone16)))
    }

    @Test func dark() {
        assertSnapshot(of: ProfileScreen(), as: .headlessImage(layout: .device(.iPhone16), appearance: .dark))
    }

    @Test func accessibility3() {
        assertSnapshot(of: ProfileScreen(), as: .headlessImage(layout: .device(.iPhone16), dynamicTypeSize: .accessibility3))
    }

    /// In Arabic the layout mirrors: leading is the right edge, rows run from the right.
    @Test func arabic() {
        assertSnapshot(of: ProfileScreen(), as: .headlessImage(layout: .device(.iPhone16), locale: Locale(identifier: "ar")))
    }

    /// Xcode's double-length pseudo-language: localized text twice as long, to find what truncates.
    @Test func doubleLength() {
        assertSnapshot(of: ProfileScreen(), as: .headlessImage(layout: .device(.iPhone16), pseudoLanguage: .doubleLength))
    }

    @Test func iPhoneSE() {
        assertSnapshot(of: ProfileScreen(weeklyGoal: 1), as: .headlessImage(layout: .device(.iPhoneSE)))
    }
}

/// The example app's tabs, as a designer reviews them: the workouts list and the settings form in
/// light, dark, AX3 and Arabic, the list searched, and the sign-out alert.
@MainActor
struct ExampleAppTests {
    @Test func workoutsLight() {
        assertSnapshot(of: ExampleApp(), as: .headlessImage(layout: .device(.iPhone16)))
    }

    @Test func workoutsDark() {
        assertSnapshot(of: ExampleApp(), as: .headlessImage(layout: .device(.iPhone16), appearance: .dark))
    }

    @Test func workoutsAccessibility3() {
        assertSnapshot(of: ExampleApp(), as: .headlessImage(layout: .device(.iPhone16), dynamicTypeSize: .accessibility3))
    }

    @Test func workoutsArabic() {
        assertSnapshot(of: ExampleApp(), as: .headlessImage(layout: .device(.iPhone16), locale: Locale(identifier: "ar")))
    }

    @Test func settingsLight() {
        assertSnapshot(of: ExampleApp(tab: .settings), as: .headlessImage(layout: .device(.iPhone16)))
    }

    @Test func settingsDark() {
        assertSnapshot(of: ExampleApp(tab: .settings), as: .headlessImage(layout: .device(.iPhone16), appearance: .dark))
    }

    @Test func settingsAccessibility3() {
        assertSnapshot(of: ExampleApp(tab: .settings), as: .headlessImage(layout: .device(.iPhone16), dynamicTypeSize: .accessibility3))
    }

    @Test func settingsArabic() {
        assertSnapshot(of: ExampleApp(tab: .settings), as: .headlessImage(layout: .device(.iPhone16), locale: Locale(identifier: "ar")))
    }

    @Test func workoutsSearched() {
        assertSnapshot(of: WorkoutsScreen(query: "run"), as: .headlessImage(layout: .device(.iPhone16)))
    }

    @Test func signOutAlert() {
        assertSnapshot(
            of: SettingsScreen(settings: ReminderSettings(), confirmingSignOut: true), as: .headlessImage(layout: .device(.iPhone16)))
    }
}

/// Every `#Preview` of the example, found with no code per preview and drawn at its own layout.
@MainActor
struct PreviewTests {
    @Test func previews() async {
        await assertPreviewSnapshots(module: "ProfileScreen")
    }
}
