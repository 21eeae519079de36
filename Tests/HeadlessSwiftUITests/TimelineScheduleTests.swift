import Foundation
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
