import Foundation

extension Text {
    /// How a date reads in text (Apple: `Text.DateStyle`).
    public struct DateStyle: Equatable, Sendable {
        let kind: String

        /// The time of day ("9:41 AM").
        public static let time = DateStyle(kind: "time")
        /// The date ("June 3, 2019").
        public static let date = DateStyle(kind: "date")
        /// The time from now, counting ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: "relative")
        /// The offset from now ("+2 hours").
        public static let offset = DateStyle(kind: "offset")
        /// A timer counting from the date ("2:32").
        public static let timer = DateStyle(kind: "timer")
    }

    /// A date in a style. The headless layer formats in en_US_POSIX and UTC so output is the same
    /// on every machine; relative styles read as seconds from the reference date.
    nonisolated public init(_ date: Date, style: Text.DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        switch style.kind {
        case "time":
            formatter.dateFormat = "h:mm a"
            self.init(verbatim: formatter.string(from: date))
        case "date":
            formatter.dateFormat = "MMMM d, yyyy"
            self.init(verbatim: formatter.string(from: date))
        default:
            self.init(verbatim: "\(Int(date.timeIntervalSinceReferenceDate)) sec")
        }
    }
}
