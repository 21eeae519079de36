import Foundation

/// A gesture that must end before a second one begins (Apple: `SequenceGesture`), as a long press
/// that then drags.
///
/// ```swift
/// Circle().gesture(LongPressGesture().sequenced(before: DragGesture()).onChanged { value in
///     if case let .second(true, drag?) = value { offset = drag.translation }
/// })
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended with its value; the second's, nil until it begins.
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognized first.
    nonisolated(unsafe) public var first: First
    /// The gesture recognized once the first ends.
    nonisolated(unsafe) public var second: Second

    /// `first`, then `second`.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalError("SequenceGesture is primitive") }
}

extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SequenceGesture: GestureRouting {
    func route(_ input: Any, ended: Bool, memory: NodeStorage, path: String) -> GestureRoute? {
        if let done = memory.gestureMemory[path] as? First.Value {
            // The first ended: inputs go to the second, and its end ends the sequence.
            guard let b = GestureRoute.input(input, to: second, ended: ended, memory: memory, path: path + ".1"),
                let value = b.value as? Second.Value
            else { return nil }
            if b.ended { memory.gestureMemory[path] = nil }
            return GestureRoute(value: Value.second(done, value), ended: b.ended)
        }
        guard let a = GestureRoute.input(input, to: first, ended: ended, memory: memory, path: path + ".0"),
            let value = a.value as? First.Value
        else { return nil }
        guard a.ended else { return GestureRoute(value: Value.first(value), ended: false) }
        // The first's end moves the sequence on to the second, which has not begun.
        memory.gestureMemory[path] = value
        return GestureRoute(value: Value.second(value, nil), ended: false)
    }
}

extension Gesture {
    /// This gesture, then `other` once this one ends (Apple: `sequenced(before:)`).
    ///
    /// - Parameter other: The gesture recognized after this one.
    /// - Returns: A gesture reporting where the sequence is.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
