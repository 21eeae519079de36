import SwiftUI

/// The app's settings as teams still write them: Combine's `ObservableObject` with `@Published`.
public final class ReminderSettings: ObservableObject {
    /// How often a week the app reminds you.
    public enum Frequency: String, CaseIterable, Hashable, Sendable {
        case daily, weekdays, weekly
    }

    @Published public var remindersOn = true
    @Published public var frequency = Frequency.weekdays
    @Published public var workoutsPerWeek = 4
    @Published public var volume = 0.7
    /// When the reminder arrives: 8:00 (UTC, so every machine draws the same time).
    @Published public var reminderTime = Date(timeIntervalSince1970: 8 * 3600)

    /// Settings with the app's defaults.
    public init() {}
}
