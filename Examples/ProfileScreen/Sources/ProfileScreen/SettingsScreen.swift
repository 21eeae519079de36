import AirFitUI
import SwiftUI

/// A settings screen as teams build one: a `Form` whose sections mix AirFit UI components with
/// SwiftUI's controls (a toggle, a picker, a stepper, a date picker, a slider, a navigation link, a
/// destructive button behind an alert) under a navigation title, with a footer.
@MainActor
public struct SettingsScreen: View {
    @ObservedObject var settings: ReminderSettings
    @State private var confirmingSignOut: Bool

    /// Settings backed by `settings`; `confirmingSignOut` shows the sign-out alert.
    public init(settings: ReminderSettings, confirmingSignOut: Bool = false) {
        self.settings = settings
        _confirmingSignOut = State(initialValue: confirmingSignOut)
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    ModernButton("Edit profile", variant: .primary) {}
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(Color.clear)
                }
                Section {
                    Toggle("Workout reminders", isOn: $settings.remindersOn)
                    Picker("Frequency", selection: $settings.frequency) {
                        ForEach(ReminderSettings.Frequency.allCases, id: \.self) { frequency in
                            Text(frequency.rawValue.capitalized).tag(frequency)
                        }
                    }
                    Stepper("Workouts a week: \(settings.workoutsPerWeek)", value: $settings.workoutsPerWeek, in: 1...7)
                    DatePicker("Time", selection: $settings.reminderTime, displayedComponents: .hourAndMinute)
                } header: {
                    Text("Reminders")
                } footer: {
                    Text("Reminders arrive on the days you choose.")
                }
                Section("Sound") {
                    Slider(value: $settings.volume, in: 0...1) { Text("Volume") }
                }
                Section {
                    NavigationLink("Privacy") { Text("Privacy") }
                    Button("Sign Out", role: .destructive) { confirmingSignOut = true }
                }
            }
            .navigationTitle("Settings")
            .alert("Sign out?", isPresented: $confirmingSignOut) {
                Button("Sign Out", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your workouts stay on this iPhone.")
            }
        }
    }
}

#Preview("Settings") {
    SettingsScreen(settings: ReminderSettings())
}
