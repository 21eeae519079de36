import Foundation

/// When a `TimelineView` redraws (Apple: `TimelineSchedule`).
public protocol TimelineSchedule {}

/// Every frame (Apple: `AnimationTimelineSchedule`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between updates; nil for every frame.
    public let minimumInterval: Double?
    /// Whether updates are paused.
    public let paused: Bool

    /// A schedule that updates every frame, at most every `minimumInterval` seconds.
    nonisolated public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
}

/// At a fixed interval (Apple: `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The first update's date.
    public let startDate: Date
    /// Seconds between updates.
    public let interval: TimeInterval

    /// A schedule that updates every `interval` seconds from `startDate`.
    nonisolated public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }
}

/// At the start of every minute (Apple: `EveryMinuteTimelineSchedule`): a clock's minutes.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A schedule that updates when each minute begins.
    nonisolated public init() {}
}

/// At the dates given (Apple: `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule that updates at each of `dates`, in order.
    nonisolated public init(_ dates: Entries) {
        self.dates = dates
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Update when each minute begins.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Update at each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Update every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Update every frame, at most every `minimumInterval` seconds, unless `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Update every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

/// When a schedule last updated at a time (headless: the clock runs continuously).
protocol _TimelineUpdates {
    func _lastUpdate(atOrBefore time: TimeInterval) -> TimeInterval
}

extension AnimationTimelineSchedule: _TimelineUpdates {
    /// Every frame, or every `minimumInterval`; a paused schedule stays at its first date.
    func _lastUpdate(atOrBefore time: TimeInterval) -> TimeInterval {
        if paused { return 0 }
        guard let interval = minimumInterval, interval > 0, interval.isFinite else { return time }
        return (time / interval).rounded(.down) * interval
    }
}

extension PeriodicTimelineSchedule: _TimelineUpdates {
    func _lastUpdate(atOrBefore time: TimeInterval) -> TimeInterval {
        let start = startDate.timeIntervalSinceReferenceDate
        guard interval > 0, interval.isFinite, time > start else { return start }
        return start + ((time - start) / interval).rounded(.down) * interval
    }
}

extension EveryMinuteTimelineSchedule: _TimelineUpdates {
    /// The start of the minute the time is in (minutes counted from the reference date, which
    /// begins one).
    func _lastUpdate(atOrBefore time: TimeInterval) -> TimeInterval {
        (time / 60).rounded(.down) * 60
    }
}

extension ExplicitTimelineSchedule: _TimelineUpdates {
    /// The latest given date at or before the time; the time itself before the first date, as
    /// the view is first drawn at the current date.
    func _lastUpdate(atOrBefore time: TimeInterval) -> TimeInterval {
        dates.map(\.timeIntervalSinceReferenceDate).filter { $0 <= time }.max() ?? time
    }
}

/// What a `TimelineView` gives its content (Apple: `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext {
    /// The date of this update.
    public let date: Date
}

/// Content redrawn on a schedule (Apple: `TimelineView`). The runtime's clock sets the date.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

extension TimelineView where Content: View {
    /// A view that rebuilds `content` on `schedule`, given the date of each update.
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: View, _PrimitiveView where Content: View {
    public var body: Never { bodyError() }

    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let now = context.environment[TimelineDateKey.self]
        // The schedule's last update at or before the clock's time.
        let date = Date(timeIntervalSinceReferenceDate: (schedule as? any _TimelineUpdates)?._lastUpdate(atOrBefore: now) ?? now)
        return [context.node(.timeline, children: context.resolve(content(TimelineViewDefaultContext(date: date)), component: "content"))]
    }
}

/// The runtime clock's time for timeline views, in seconds since the reference date.
package struct TimelineDateKey: EnvironmentKey {
    public static let defaultValue: TimeInterval = 0
}

extension EnvironmentValues {
    /// The runtime clock's time, in seconds since the reference date: what views that move as time
    /// passes (timeline views, timer progress views) show.
    var _timelineNow: TimeInterval { self[TimelineDateKey.self] }
}
