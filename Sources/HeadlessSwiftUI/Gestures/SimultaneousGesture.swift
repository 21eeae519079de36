import Foundation

/// Two gestures recognized at the same time (Apple: `SimultaneousGesture`): each input goes to
/// both, and the value holds what each reports (nil for the one it is not for).
///
/// ```swift
/// Image("map").gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { value in
///     scale = value.first?.magnification ?? 1
/// })
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What the two gestures report.
    public struct Value {
        /// The first gesture's value, nil while it reports none.
        public var first: First.Value?
        /// The second gesture's value, nil while it reports none.
        public var second: Second.Value?
    }

    /// The first gesture.
    nonisolated(unsafe) public var first: First
    /// The second gesture.
    nonisolated(unsafe) public var second: Second

    /// The two gestures, recognized together.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalError("SimultaneousGesture is primitive") }
}

extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture: GestureRouting {
    func route(_ input: Any, ended: Bool, memory: NodeStorage, path: String) -> GestureRoute? {
        let a = GestureRoute.input(input, to: first, ended: ended, memory: memory, path: path + ".0")
        let b = GestureRoute.input(input, to: second, ended: ended, memory: memory, path: path + ".1")
        guard a != nil || b != nil else { return nil }
        let value = Value(first: a?.value as? First.Value, second: b?.value as? Second.Value)
        return GestureRoute(value: value, ended: (a?.ended ?? true) && (b?.ended ?? true))
    }
}

extension Gesture {
    /// This gesture and `other`, recognized at the same time (Apple: `simultaneously(with:)`).
    ///
    /// - Parameter other: The gesture recognized together with this one.
    /// - Returns: A gesture reporting both values.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
