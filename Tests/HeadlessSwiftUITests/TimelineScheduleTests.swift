import Foundation
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// When a `TimelineView`'s schedule last updated (Apple: `AnimationTimelineSchedule` "updates at
/// the rate of the display", at most every `minimumInterval`, not at all while `paused`;
/// `PeriodicTimelineSchedule` "updates … at regular intervals" from its start date).
struct TimelineScheduleTests {
    @Test func anAnimationScheduleUpdatesEveryFrameOrEveryInterval() {
        #expect(AnimationTimelineSchedule.animation._lastUpdate(atOrBefore: 5.2) == 5.2)
        #expect(AnimationTimelineSchedule.animation(minimumInterval: 0.5)._lastUpdate(atOrBefore: 5.2) == 5.0)
        #expect(AnimationTimelineSchedule.animation(minimumInterval: 0)._lastUpdate(atOrBefore: 5.2) == 5.2)
        #expect(AnimationTimelineSchedule.animation(paused: true)._lastUpdate(atOrBefore: 5.2) == 0)
    }

    @Test func aPeriodicScheduleUpdatesOnItsBeat() {
        let schedule = PeriodicTimelineSchedule.periodic(from: Date(timeIntervalSinceReferenceDate: 10), by: 3)
        #expect(schedule._lastUpdate(atOrBefore: 18) == 16)
        #expect(schedule._lastUpdate(atOrBefore: 19) == 19)
        #expect(schedule._lastUpdate(atOrBefore: 4) == 10)
        let still = PeriodicTimelineSchedule.periodic(from: Date(timeIntervalSinceReferenceDate: 10), by: 0)
        #expect(still._lastUpdate(atOrBefore: 18) == 10)
    }
}

/// Apple: `EveryMinuteTimelineSchedule` "updates … at the start of every minute";
/// `ExplicitTimelineSchedule` "updates … at explicit points in time".
@MainActor
struct MinuteAndExplicitScheduleTests {
    @Test func aMinuteScheduleUpdatesAsEachMinuteBegins() {
        #expect(EveryMinuteTimelineSchedule.everyMinute._lastUpdate(atOrBefore: 59.9) == 0)
        #expect(EveryMinuteTimelineSchedule.everyMinute._lastUpdate(atOrBefore: 60) == 60)
        #expect(EveryMinuteTimelineSchedule.everyMinute._lastUpdate(atOrBefore: 185) == 180)
        let host = ViewHost(TimelineView(.everyMinute) { context in Text("\(Int(context.date.timeIntervalSinceReferenceDate)) s") })
        host.advance(to: 61.5)
        #expect(host.accessibilityElements.map(\.label) == ["60 s"])
        host.advance(to: 119)
        #expect(host.accessibilityElements.map(\.label) == ["60 s"])
    }

    @Test func anExplicitScheduleUpdatesAtItsDates() {
        let dates = [3.0, 10, 7].map { Date(timeIntervalSinceReferenceDate: $0) }
        let schedule = ExplicitTimelineSchedule.explicit(dates)
        #expect(schedule._lastUpdate(atOrBefore: 2) == 2)
        #expect(schedule._lastUpdate(atOrBefore: 8) == 7)
        #expect(schedule._lastUpdate(atOrBefore: 12) == 10)
        let host = ViewHost(TimelineView(.explicit(dates)) { context in Text("\(Int(context.date.timeIntervalSinceReferenceDate)) s") })
        host.advance(to: 9)
        #expect(host.accessibilityElements.map(\.label) == ["7 s"])
    }
}
