import SwiftUI

/// Units a user picks, stored by raw value.
public enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometres, miles
    public var id: Self { self }
}

/// A settings tab as apps write one with stored preferences: `@AppStorage` and `@SceneStorage`,
/// a switch with a label, a stepped slider with value labels, a picker pushed as a navigation
/// link, section prominence, redacted placeholders, symbol variants, monospaced text, rows that
/// delete and move, an item destination, a sheet with detents, and a paged tab view.
@MainActor
public struct SettingsStorageSnippet: View {
    @AppStorage("settings.reminders") private var reminders = true
    @AppStorage("settings.unit") private var unit = DistanceUnit.kilometres
    @AppStorage("settings.weeklyGoal") private var weeklyGoal = 3
    @SceneStorage("settings.tab") private var tab = 0
    @State private var volume = 0.5
    @State private var showingSheet = false
    @State private var opened: String?
    @State private var routes = ["Riverside loop", "Hill repeats", "Park 5K"]
    @Environment(\.isSearching) private var isSearching
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// The settings tab.
    public init() {}

    public var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List {
                    Section {
                        Toggle(isOn: $reminders) { Label("Reminders", systemImage: "bell") }
                        Picker(selection: $unit) {
                            ForEach(DistanceUnit.allCases) { Text($0.rawValue.capitalized).tag($0) }
                        } label: {
                            Text("Units")
                        }
                        .pickerStyle(.navigationLink)
                        Stepper(value: $weeklyGoal, in: 1...7) { Text("\(weeklyGoal) runs a week") }
                        Slider(value: $volume, in: 0...1, step: 0.25) {
                            Text("Voice")
                        } minimumValueLabel: {
                            Image(systemName: "speaker")
                        } maximumValueLabel: {
                            Image(systemName: "speaker.wave.3")
                        }
                    } header: {
                        Text("Training")
                    } footer: {
                        Text("Reminders arrive at 8:00.")
                    }
                    .headerProminence(.increased)
                    Section("Routes") {
                        ForEach(routes, id: \.self) { route in
                            Text(route).monospaced(horizontalSizeClass == .regular)
                        }
                        .onDelete { routes.remove(atOffsets: $0) }
                        .onMove { routes.move(fromOffsets: $0, toOffset: $1) }
                        Text("Loading the next route").redacted(reason: .placeholder)
                        Label("Favourites", systemImage: "heart").symbolVariant(.fill).symbolRenderingMode(.hierarchical)
                    }
                }
                .navigationTitle("Settings")
                .navigationDestination(item: $opened) { route in Text(route) }
                .sheet(isPresented: $showingSheet) {
                    Text("Goal")
                        .presentationDetents([.medium, .large])
                        .presentationBackground(.thinMaterial)
                        .presentationCornerRadius(20)
                        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(0)
        }
        .buttonBorderShape(.capsule)
        .keyboardShortcut("s", modifiers: .command)
    }
}

/// A mail-style app as a two-column split view; on iPhone it collapses to the sidebar.
@MainActor
public struct SplitViewSnippet: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var selection: String?

    /// The split view.
    public init() {}

    public var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(["Inbox", "Sent", "Archive"], id: \.self, selection: $selection) { Text($0) }
                .navigationTitle("Mailboxes")
        } detail: {
            Text(selection ?? "No mailbox")
        }
        .navigationSplitViewStyle(.balanced)
    }
}
