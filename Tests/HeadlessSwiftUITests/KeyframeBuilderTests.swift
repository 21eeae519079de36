import Foundation
import Testing

@testable import HeadlessSwiftUI

/// The keyframe builders keep every keyframe and track they are given, in a block, a loop and a
/// condition (Apple: `KeyframeTrackContentBuilder`, `KeyframesBuilder`).
struct KeyframeBuilderTests {
    @Test func aTrackHoldsEachOfItsKeyframes() {
        let track = KeyframeTrack(\KeyframePose.scale) {
            LinearKeyframe(1.2, duration: 0.1)
            SpringKeyframe(0.9, duration: 0.2)
            CubicKeyframe(1.0, duration: 0.3)
        }
        #expect(track.content.count == 3)
        let looped = KeyframeTrack(\KeyframePose.offset) {
            for step in 0..<4 { LinearKeyframe(Double(step), duration: 0.1) }
            MoveKeyframe(0)
        }
        #expect(looped.content.count == 5)
    }

    @Test func tracksSideBySideAreCountedEach() {
        @KeyframesBuilder<KeyframePose> func keyframes() -> some Keyframes<KeyframePose> {
            KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.1) }
            KeyframeTrack(\.offset) { LinearKeyframe(-30, duration: 0.1) }
            KeyframeTrack(\.scale) { LinearKeyframe(1, duration: 0.1) }
        }
        #expect((keyframes() as? KeyframeTracks<KeyframePose>)?.count == 3)
    }
}
