import Foundation

extension Text {
    /// A timer counting through `timerInterval` (Apple: `init(timerInterval:pauseTime:countsDown:showsHours:)`,
    /// iOS 16): the time left ("4:59") when counting down, the time passed when counting up, in
    /// hours only from an hour on ("1:02:03") unless `showsHours` is false ("62:03"). iOS updates it
    /// every second; the layer shows it as at `pauseTime`, or else at the range's start, the time
    /// its clock (from 2001) gives every range after it (D276).
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(90), countsDown: true)
    /// ```
    nonisolated public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let length = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let now = min(max(pauseTime ?? timerInterval.lowerBound, timerInterval.lowerBound), timerInterval.upperBound)
        let passed = now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Self.timer(seconds: countsDown ? length - passed : passed, showsHours: showsHours))
    }

    /// "m:ss", or "h:mm:ss" from an hour on when hours are shown.
    nonisolated static func timer(seconds: TimeInterval, showsHours: Bool) -> String {
        let whole = Int(seconds.rounded(.down))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let secondsText = rest < 10 ? "0\(rest)" : "\(rest)"
        guard showsHours, hours > 0 else { return "\(whole / 60):\(secondsText)" }
        return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(secondsText)"
    }
}
