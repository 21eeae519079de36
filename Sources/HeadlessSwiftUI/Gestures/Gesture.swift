import Foundation

/// An input a view recognizes (Apple: `Gesture`).
@MainActor @preconcurrency
public protocol Gesture {
    /// The type of value the gesture reports as it changes.
    associatedtype Value
    /// The gesture this gesture is made of.
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

/// What the runtime calls as a gesture progresses.
package struct AnyGestureHandler {
    public let changed: @MainActor (Any) -> Void
    public let ended: @MainActor (Any) -> Void
}

/// A drag (Apple: `DragGesture`).
public struct DragGesture {
    /// The state of a drag (Apple: `DragGesture.Value`).
    public struct Value: Equatable, Sendable {
        /// When this value was recorded.
        public var time: Date
        /// Where the finger is now, in the view's coordinates.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the finger has moved since the start.
        public var translation: CGSize
        /// The finger's speed, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now and momentum carried on.
        public var predictedEndLocation: CGPoint
        /// The translation at that predicted end.
        public var predictedEndTranslation: CGSize

        package init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            translation = CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
            self.velocity = velocity
            // UIKit's deceleration projection, as SwiftUI predicts: velocity × 0.25 s.
            predictedEndTranslation = CGSize(
                width: translation.width + velocity.width / 4, height: translation.height + velocity.height / 4)
            predictedEndLocation = CGPoint(
                x: startLocation.x + predictedEndTranslation.width, y: startLocation.y + predictedEndTranslation.height)
        }
    }

    /// How far the finger must move before the drag begins.
    public var minimumDistance: CGFloat
    /// The space the drag's locations are given in. The host's drags start at the view's origin
    /// whatever the space; translations, what drags are mostly read for, are the same in every
    /// space (D275).
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points (10 by default), its locations in
    /// `coordinateSpace` (Apple: `init(minimumDistance:coordinateSpace:)`, iOS 17).
    ///
    /// ```swift
    /// DragGesture(minimumDistance: 0, coordinateSpace: .named("board"))
    /// ```
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// A drag whose locations are in `coordinateSpace`, given as the enum (Apple's iOS 13 form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public var body: Never { fatalError("DragGesture is primitive") }
}

extension DragGesture: Gesture {}

extension Never: Gesture {
    /// `Never` reports no values.
    public typealias Value = Never
}

/// A gesture with change and end callbacks and state updates attached.
public struct _ModifiedGesture<Base: Gesture> {
    public typealias Value = Base.Value
    let base: Base
    let changed: [@MainActor (Base.Value) -> Void]
    let ended: [@MainActor (Base.Value) -> Void]

    nonisolated init(base: Base, changed: [@MainActor (Base.Value) -> Void], ended: [@MainActor (Base.Value) -> Void]) {
        self.base = base
        self.changed = changed
        self.ended = ended
    }

    public var body: Never { fatalError("_ModifiedGesture is primitive") }
}

extension _ModifiedGesture: Gesture {}

extension Gesture {
    /// Calls `action` as the gesture's value changes.
    nonisolated public func onChanged(_ action: @escaping @MainActor (Self.Value) -> Void) -> _ModifiedGesture<Self> {
        _ModifiedGesture(base: self, changed: [action], ended: [])
    }

    /// Calls `action` when the gesture ends.
    nonisolated public func onEnded(_ action: @escaping @MainActor (Self.Value) -> Void) -> _ModifiedGesture<Self> {
        _ModifiedGesture(base: self, changed: [], ended: [action])
    }

    /// Updates a `@GestureState` while the gesture is active.
    nonisolated public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping @MainActor (Self.Value, inout State, inout Transaction) -> Void
    ) -> _ModifiedGesture<Self> {
        let box = state.box
        return _ModifiedGesture(
            base: self,
            changed: [
                { value in
                    var current = box.value
                    var transaction = Transaction()
                    body(value, &current, &transaction)
                    box.value = current
                }
            ], ended: [{ _ in box.value = box.initialValue }])
    }
}

extension _ModifiedGesture {
    nonisolated public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ModifiedGesture<Base> {
        _ModifiedGesture(base: base, changed: changed + [action], ended: ended)
    }

    nonisolated public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _ModifiedGesture<Base> {
        _ModifiedGesture(base: base, changed: changed, ended: ended + [action])
    }
}

/// State that lives only while a gesture is active and resets when it ends (Apple: `GestureState`).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Gesture state that returns to `wrappedValue` when the gesture ends.
    nonisolated public init(wrappedValue: Value) {
        box = StateBox(wrappedValue)
    }

    /// The value while the gesture runs; the initial value otherwise.
    public var wrappedValue: Value { box.value }
    /// The state itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: _GraphInstallable {
    @MainActor func _install(_ context: DynamicPropertyContext) {
        State(box: box)._install(context)
    }
}

/// Which gestures a view and its subviews recognize (Apple: `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the gesture nor those of its subviews.
    public static let none = GestureMask([])
    /// The gesture only.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture and its subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        let box = UncheckedSendable(gesture)
        return modifier(GestureModifier(gesture: box))
    }
}

struct GestureModifier<G: Gesture> {
    let gesture: UncheckedSendable<G>

    nonisolated init(gesture: UncheckedSendable<G>) {
        self.gesture = gesture
    }
}

extension GestureModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("GestureModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        // A tap gesture with actions is a tap, as `onTapGesture(count:perform:)` attaches one.
        if let tap = gesture.value as? any TapGestureActions {
            return [context.node(.effect(.tapGesture(count: tap.tapCount, action: tap.tapAction)), children: content(context))]
        }
        // What a composed gesture remembers between inputs lives as long as the view does.
        let memory = context.graph.storage(creatingFor: context.path)
        let gesture = gesture.value
        let handler = AnyGestureHandler(
            changed: { _ = GestureRoute.input($0, to: gesture, ended: false, memory: memory, path: "") },
            ended: { _ = GestureRoute.input($0, to: gesture, ended: true, memory: memory, path: "") })
        return [context.node(.effect(.gesture(handler)), children: content(context))]
    }
}

extension _ModifiedGesture: GestureRouting {
    func route(_ input: Any, ended: Bool, memory: NodeStorage, path: String) -> GestureRoute? {
        guard let routed = GestureRoute.input(input, to: base, ended: ended, memory: memory, path: path),
            let value = routed.value as? Base.Value
        else { return nil }
        (routed.ended ? self.ended : changed).forEach { $0(value) }
        return routed
    }
}
