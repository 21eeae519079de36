import SwiftUI

/// A workout being edited in a sheet.
public struct EditedWorkout: Identifiable {
    /// The workout's name, which identifies it.
    public let name: String
    public var id: String { name }

    /// The workout called `name`.
    public init(name: String) { self.name = name }
}

/// A list screen as apps write one in iOS 17 and 18: a search field under the large title, a
/// disclosure group, rows with swipe actions and context menus, pull to refresh, a bar background,
/// a confirmation dialog and a sheet presented for an item.
@MainActor
public struct SearchableListSnippet: View {
    @State private var query: String
    @State private var confirming: Bool
    @State private var editing: EditedWorkout?
    @State private var advanced = false

    /// The screen, searching for `query`, with the dialog shown when `confirming` and a sheet for
    /// `editing`.
    public init(query: String = "", confirming: Bool = false, editing: EditedWorkout? = nil) {
        _query = State(initialValue: query)
        _confirming = State(initialValue: confirming)
        _editing = State(initialValue: editing)
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    DisclosureGroup("Advanced", isExpanded: $advanced) {
                        Toggle("Auto-pause", isOn: .constant(true))
                    }
                }
                Section {
                    ForEach(["Morning run", "Intervals"], id: \.self) { name in
                        Text(name)
                            .swipeActions {
                                Button("Delete", role: .destructive) { confirming = true }
                            }
                            .contextMenu {
                                Button("Edit") { editing = EditedWorkout(name: name) }
                            }
                    }
                }
            }
            .navigationTitle("Workouts")
            .searchable(text: $query, prompt: "Search workouts")
            .refreshable {}
            .confirmationDialog("Delete workout?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
            }
            .sheet(item: $editing) { workout in
                Text(workout.name)
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
                    .interactiveDismissDisabled()
            }
        }
    }
}

/// An iOS 18 app: `Tab` values in a tab view with a selection, a group box, a form's text field
/// with its keyboard settings, a bar with its own background and color scheme, and a bar hidden.
@MainActor
public struct ModernTabsSnippet: View {
    /// The app's tabs.
    public enum Section: Hashable {
        case summary, profile, player
    }

    @State private var selection: Section
    @State private var email = ""
    @State private var onboarding = false

    /// The tabs, showing `selection`.
    public init(selection: Section = .summary) {
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        TabView(selection: $selection) {
            Tab("Summary", systemImage: "chart.bar", value: Section.summary) {
                NavigationStack {
                    ScrollView {
                        GroupBox("This week") {
                            Text("3 runs, 21.4 km")
                        }
                        .padding()
                    }
                    .navigationTitle("Summary")
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
                }
            }
            Tab("Profile", systemImage: "person.crop.circle", value: Section.profile) {
                NavigationStack {
                    Form {
                        TextField("Email", text: $email)
                            .keyboardType(.emailAddress)
                            .textContentType(.emailAddress)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled()
                            .submitLabel(.done)
                            .onSubmit {}
                    }
                    .scrollDismissesKeyboard(.interactively)
                    .navigationTitle("Profile")
                    .navigationBarBackButtonHidden()
                }
                .fullScreenCover(isPresented: $onboarding) { Text("Welcome") }
            }
            Tab("Player", systemImage: "play.fill", value: Section.player) {
                NavigationStack {
                    Text("Now playing")
                        .navigationTitle("Player")
                        .toolbar(.hidden, for: .navigationBar)
                        .help("Plays your workout mix")
                }
            }
        }
    }
}
