import Foundation

/// A haptic that fired: its `SensoryFeedback` kind and the time on the virtual clock.
public struct HapticEvent: Equatable, Sendable {
    public let feedback: String
    public let time: TimeInterval

    public init(feedback: String, time: TimeInterval) {
        self.feedback = feedback
        self.time = time
    }
}
