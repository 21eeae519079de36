import Foundation

/// Built-in sample data of the liquid Today page: a fixed week and each section's cards. The
/// component catalog's liquid showcase uses the same week.
public enum TodaySamples {
    struct Card: Hashable, Sendable {
        let title: String
        let detail: String
        let symbol: String
    }

    /// 17–23 November 2025 (UTC), Thursday selected.
    public static let week: [Date] = (0..<7).map { Date(timeIntervalSince1970: 1_763_337_600 + Double($0) * 86_400) }
    /// A Gregorian calendar in UTC with the POSIX locale, so the week reads the same everywhere.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()
    /// The Today page's sections, in picker order.
    public static let sections = ["Meals", "Workouts", "Sleep"]
    static let cards: [[Card]] = [
        [
            Card(title: "Breakfast · 520 kcal", detail: "Oats, berries, Greek yoghurt", symbol: "fork.knife"),
            Card(title: "Protein 112 of 140 g", detail: "28 g to go: a shake would do it", symbol: "chart.bar.fill"),
        ],
        [
            Card(title: "Morning run", detail: "5.2 km · 28 min · 312 kcal", symbol: "figure.run"),
            Card(title: "Upper body", detail: "5 exercises · 45 min", symbol: "dumbbell.fill"),
        ],
        [
            Card(title: "7 h 40 min", detail: "In bed 23:10, up 06:50", symbol: "moon.fill"),
            Card(title: "Resting heart rate 52", detail: "3 below your average", symbol: "heart.fill"),
        ],
    ]
}
