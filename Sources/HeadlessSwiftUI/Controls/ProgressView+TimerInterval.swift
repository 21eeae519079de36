import Foundation

extension ProgressView {
    /// A progress view that moves through `timerInterval` as time passes, with a label and a label
    /// for its current value (Apple: `init(timerInterval:countsDown:label:currentValueLabel:)`,
    /// iOS 16). Counting down (the default) it empties as time passes; otherwise it fills. Its
    /// time is the layer's clock, the host's timeline, which starts at the reference date (2001):
    /// a range of dates after it shows its start, a full bar counting down (D274).
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...end) {
    ///     Text("Rest")
    /// } currentValueLabel: {
    ///     Text(end, style: .timer)
    /// }
    /// ```
    nonisolated public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: nil, label: label(), currentValueLabel: currentValueLabel(),
            timer: ProgressTimer(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view that moves through `timerInterval` as time passes, with a label (Apple:
    /// `init(timerInterval:countsDown:label:)`).
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: nil, label: label(), currentValueLabel: nil, timer: ProgressTimer(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view that moves through `timerInterval` as time passes (Apple:
    /// `init(timerInterval:countsDown:)`).
    ///
    /// ```swift
    /// ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(90))
    /// ```
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: nil, label: nil, currentValueLabel: nil, timer: ProgressTimer(interval: timerInterval, countsDown: countsDown))
    }
}

/// The current value label of a progress view over a date range (Apple: `DefaultDateProgressLabel`).
/// Where and how iOS shows it is not sourced: the layer draws none (D274).
public struct DefaultDateProgressLabel: Sendable {
    public var body: some View { EmptyView() }
}

extension DefaultDateProgressLabel: View {}

/// A progress view's date range: the fraction it shows at a time.
struct ProgressTimer: Sendable {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The fraction drawn at `now` (seconds since the reference date): the part of the range
    /// elapsed, or left when counting down.
    func fraction(at now: TimeInterval) -> Double {
        let start = interval.lowerBound.timeIntervalSinceReferenceDate
        let length = interval.upperBound.timeIntervalSinceReferenceDate - start
        let elapsed = length > 0 ? min(max((now - start) / length, 0), 1) : 1
        return countsDown ? 1 - elapsed : elapsed
    }
}
