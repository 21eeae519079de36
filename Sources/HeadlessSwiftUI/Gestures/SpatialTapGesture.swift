import Foundation

/// A tap, or `count` taps, that reports where it landed (Apple: `SpatialTapGesture`, iOS 16).
///
/// ```swift
/// Canvas { context, size in … }
///     .gesture(SpatialTapGesture().onEnded { value in pins.append(value.location) })
/// ```
public struct SpatialTapGesture {
    /// Where a tap landed.
    public struct Value: Equatable, @unchecked Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps that complete the gesture.
    public var count: Int
    /// The space `Value.location` is given in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture completed by `count` taps, reporting locations in `coordinateSpace` (Apple's
    /// iOS 16 form).
    @_disfavoredOverload
    nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture completed by `count` taps, reporting locations in `coordinateSpace` (Apple's
    /// iOS 17 form).
    nonisolated public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var body: Never { fatalError("SpatialTapGesture is primitive") }
}

extension SpatialTapGesture: Gesture {}

extension SpatialTapGesture: TapRecognizing {
    /// Where the tap being delivered landed, in the gesture's space.
    func tapValue() -> Value { Value(location: TapLocation.resolve(coordinateSpace)) }
}

/// Where the tap being delivered landed, in any space the tapped view can ask for: the host sets
/// it around a tap's action, as UIKit hands a recognizer its touch.
@MainActor package enum TapLocation {
    /// The tap's location in a space; the origin when no tap is being delivered.
    package static var resolve: (CoordinateSpace) -> CGPoint = { _ in .zero }

    /// Runs `action` with `resolve` answering for its tap.
    package static func delivering(_ resolve: @escaping (CoordinateSpace) -> CGPoint, _ action: () -> Void) {
        let previous = self.resolve
        self.resolve = resolve
        defer { self.resolve = previous }
        action()
    }
}

extension View {
    /// Runs `action` with the tap's location when the view is tapped `count` times (Apple's iOS 17
    /// form).
    ///
    /// ```swift
    /// Color.clear.contentShape(Rectangle())
    ///     .onTapGesture { location in selected = column(at: location.x) }
    /// ```
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs `action` with the tap's location in `coordinateSpace` (Apple's iOS 16 form).
    @_disfavoredOverload
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        let action = UncheckedSendable(action)
        return gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action.value($0.location) })
    }
}
