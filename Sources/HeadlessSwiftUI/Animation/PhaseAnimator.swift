/// A view that animates its content through phases (Apple: `PhaseAnimator`, iOS 17).
///
/// The content starts in the first phase. Without a trigger it then moves to each next phase in
/// turn, over and over, each move under the animation the `animation` closure gives for the phase
/// it moves to; with a trigger it rests in the first phase, and each change of the trigger runs it
/// through the phases once, back to the first. A phase moves on when its animation completes
/// (at once when the closure gives nil).
///
/// ```swift
/// PhaseAnimator([1.0, 1.2]) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Content animated through `phases` each time `trigger` changes.
    nonisolated public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Content animated through `phases` over and over.
    nonisolated public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }
}

extension PhaseAnimator: View {
    /// The content in its current phase; nothing for no phases.
    public var body: some View {
        if !phases.isEmpty {
            PhaseAnimatorPlayer(phases: phases, trigger: trigger, content: content, animation: animation)
        }
    }
}

/// A view that animates its content along keyframes (Apple: `KeyframeAnimator`, iOS 17). With a
/// trigger it rests at its initial value and plays the keyframes, from the value it holds, each
/// time the trigger changes, holding their end value afterwards (Apple: the keyframes' argument is
/// "equal to `initialValue` when the view first appears, then ... the end value of the previous
/// keyframe animation"); `repeating` loops them from when it appears, and without repeating the
/// content keeps "the value at the beginning of the keyframe timeline".
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.3, duration: 0.2)
///     SpringKeyframe(1.0)
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Content animated along `keyframes` each time `trigger` changes.
    nonisolated public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = AnimatorTrigger(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Content animated along `keyframes` over and over, or held at their start when not `repeating`.
    nonisolated public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }
}

extension KeyframeAnimator: View {
    /// The content at the keyframes' current value.
    public var body: some View {
        KeyframeAnimatorPlayer(
            initialValue: initialValue, trigger: trigger, repeating: repeating, content: content,
            timeline: { start in
                KeyframeTimeline(initialValue: start) { keyframes(start) }
            })
    }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier applies to, handed to its content
/// closure (Apple: `PlaceholderContentView`).
public struct PlaceholderContentView<Value> {
    let content: AnyView

    nonisolated init(content: AnyView) {
        self.content = content
    }

    public var body: Never { bodyError() }
}

extension PlaceholderContentView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "placeholder") }
}

extension View {
    /// This view animated through `phases` each time `trigger` changes (Apple:
    /// `phaseAnimator(_:trigger:content:animation:)`).
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = UncheckedSendable(PlaceholderContentView<Self>(content: AnyView(self)))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder.value, $0) }, animation: animation)
    }

    /// This view animated through `phases` over and over (Apple: `phaseAnimator(_:content:animation:)`).
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = UncheckedSendable(PlaceholderContentView<Self>(content: AnyView(self)))
        return PhaseAnimator(phases, content: { content(placeholder.value, $0) }, animation: animation)
    }

    /// This view animated along `keyframes` each time `trigger` changes (Apple:
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = UncheckedSendable(PlaceholderContentView<Self>(content: AnyView(self)))
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder.value, $0) }, keyframes: keyframes)
    }

    /// This view animated along `keyframes` over and over, or held at their start when not
    /// `repeating` (Apple: `keyframeAnimator(initialValue:repeating:content:keyframes:)`).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = UncheckedSendable(PlaceholderContentView<Self>(content: AnyView(self)))
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder.value, $0) }, keyframes: keyframes)
    }
}
