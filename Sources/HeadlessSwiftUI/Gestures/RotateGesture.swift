import Foundation

/// Two fingers turning (Apple: `RotateGesture`, iOS 17). Its value's `rotation` is the angle the
/// fingers have turned since the gesture began, clockwise positive.
///
/// ```swift
/// Image("dial").rotationEffect(angle).gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
    /// The state of a rotation (Apple: `RotateGesture.Value`).
    public struct Value: Equatable, Sendable {
        /// When this value was recorded.
        public var time: Date
        /// The angle turned since the gesture began.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// Where the gesture began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's coordinates.
        public var startLocation: CGPoint

        package init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            (self.time, self.rotation, self.velocity) = (time, rotation, velocity)
            (self.startAnchor, self.startLocation) = (startAnchor, startLocation)
        }
    }

    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation that begins once the fingers turn `minimumAngleDelta` (1° by default).
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var body: Never { fatalError("RotateGesture is primitive") }
}

/// Two fingers turning, reporting the angle alone (Apple: `RotationGesture`, deprecated for
/// `RotateGesture`, still in older views).
public struct RotationGesture: Gesture {
    /// The angle turned since the gesture began.
    public typealias Value = Angle

    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation that begins once the fingers turn `minimumAngleDelta` (1° by default).
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var body: Never { fatalError("RotationGesture is primitive") }
}
