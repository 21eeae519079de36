import AirFitUI
import Foundation
import SwiftUI

/// Built-in sample data of the liquid Today page: a fixed week and each section's cards. The
/// component catalog's liquid showcase uses the same week.
public enum TodaySamples {
    struct Card: Sendable {
        let title: Text
        let detail: Text
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
    public static let sections = [Text("Meals", bundle: .module), Text("Workouts", bundle: .module), Text("Sleep", bundle: .module)]
    static let cards: [[Card]] = [
        [
            Card(
                title: Text("Breakfast · 520 kcal", bundle: .module), detail: Text("Oats, berries, Greek yoghurt", bundle: .module),
                symbol: "fork.knife"),
            Card(
                title: Text("Protein 112 of 140 g", bundle: .module), detail: Text("28 g to go: a shake would do it", bundle: .module),
                symbol: "chart.bar.fill"),
        ],
        [
            Card(
                title: Text("Morning run", bundle: .module), detail: Text("5.2 km · 28 min · 312 kcal", bundle: .module),
                symbol: "figure.run"),
            Card(
                title: Text("Upper body", bundle: .module), detail: Text("5 exercises · 45 min", bundle: .module), symbol: "dumbbell.fill"),
        ],
        [
            Card(title: Text("7 h 40 min", bundle: .module), detail: Text("In bed 23:10, up 06:50", bundle: .module), symbol: "moon.fill"),
            Card(
                title: Text("Resting heart rate 52", bundle: .module), detail: Text("3 below your average", bundle: .module),
                symbol: "heart.fill"),
        ],
    ]
}
