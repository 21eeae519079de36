import Foundation

private struct CalendarKey: EnvironmentKey {
    /// Gregorian in UTC, as the layer formats every date (D194): the same on every machine.
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }()
}

private struct TimeZoneKey: EnvironmentKey {
    /// UTC, as the layer formats every date (D194).
    static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
}

extension EnvironmentValues {
    /// The calendar date computations use (Apple: `EnvironmentValues.calendar`, on iOS the
    /// person's). Here Gregorian in UTC unless a view sets another.
    ///
    /// ```swift
    /// @Environment(\.calendar) private var calendar
    /// let isToday = calendar.isDateInToday(workout.date)
    /// ```
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in (Apple: `EnvironmentValues.timeZone`, on iOS the
    /// device's). Here UTC unless a view sets another.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
