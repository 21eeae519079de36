import Foundation

/// Two gestures of which only one is recognized, the first having precedence (Apple:
/// `ExclusiveGesture`).
///
/// ```swift
/// Rectangle().gesture(LongPressGesture().exclusively(before: DragGesture()).onEnded { value in
///     if case .first = value { isPinned.toggle() }
/// })
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The gesture that was recognized, and its value.
    public enum Value {
        /// The first gesture was recognized.
        case first(First.Value)
        /// The second gesture was recognized.
        case second(Second.Value)
    }

    /// The gesture with precedence.
    nonisolated(unsafe) public var first: First
    /// The gesture recognized when the first is not.
    nonisolated(unsafe) public var second: Second

    /// `first`, else `second`.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalError("ExclusiveGesture is primitive") }
}

extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension ExclusiveGesture: GestureRouting {
    func route(_ input: Any, ended: Bool, memory: NodeStorage, path: String) -> GestureRoute? {
        if let a = GestureRoute.input(input, to: first, ended: ended, memory: memory, path: path + ".0"),
            let value = a.value as? First.Value
        {
            return GestureRoute(value: Value.first(value), ended: a.ended)
        }
        if let b = GestureRoute.input(input, to: second, ended: ended, memory: memory, path: path + ".1"),
            let value = b.value as? Second.Value
        {
            return GestureRoute(value: Value.second(value), ended: b.ended)
        }
        return nil
    }
}

extension Gesture {
    /// This gesture, else `other` (Apple: `exclusively(before:)`): only one is recognized.
    ///
    /// - Parameter other: The gesture recognized when this one is not.
    /// - Returns: A gesture reporting the one recognized.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
