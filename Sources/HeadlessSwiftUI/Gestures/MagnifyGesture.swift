import Foundation

/// A pinch that scales (Apple: `MagnifyGesture`, iOS 17). Its value's `magnification` is the
/// ratio of the fingers' distance now to their distance when the pinch began.
///
/// ```swift
/// Image("map").scaleEffect(scale).gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
    /// The state of a pinch (Apple: `MagnifyGesture.Value`).
    public struct Value: Equatable, Sendable {
        /// When this value was recorded.
        public var time: Date
        /// The scale since the pinch began: 1 at the start, 2 once the fingers are twice as far apart.
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// Where the pinch began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view's coordinates.
        public var startLocation: CGPoint

        package init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            (self.time, self.magnification, self.velocity) = (time, magnification, velocity)
            (self.startAnchor, self.startLocation) = (startAnchor, startLocation)
        }
    }

    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the scale changes by `minimumScaleDelta` (0.01 by default).
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var body: Never { fatalError("MagnifyGesture is primitive") }
}

/// A pinch that scales, reporting the magnification alone (Apple: `MagnificationGesture`,
/// deprecated for `MagnifyGesture`, still in older views).
public struct MagnificationGesture: Gesture {
    /// The magnification since the pinch began.
    public typealias Value = CGFloat

    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the scale changes by `minimumScaleDelta` (0.01 by default).
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var body: Never { fatalError("MagnificationGesture is primitive") }
}
