import SwiftUI

/// The example app's root: a `TabView` of the workouts list and the settings form, the way an app
/// team's `WindowGroup` shows its screens.
@MainActor
public struct ExampleApp: View {
    @StateObject private var settings = ReminderSettings()
    @State private var tab: Tab

    /// The app's tabs.
    public enum Tab: Hashable, Sendable {
        case workouts, settings
    }

    /// The app showing `tab`.
    public init(tab: Tab = .workouts) {
        _tab = State(initialValue: tab)
    }

    public var body: some View {
        TabView(selection: $tab) {
            WorkoutsScreen()
                .tabItem { Label("Workouts", systemImage: "figure.run") }
                .tag(Tab.workouts)
            SettingsScreen(settings: settings)
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
    }
}
