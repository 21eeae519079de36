/// A view that animates its content through phases (Apple: `PhaseAnimator`, iOS 17).
///
/// iOS starts the content in the first phase: with a trigger it rests there until the trigger
/// changes, without one it begins cycling from there. A still picture shows the first phase,
/// and so does the layer (docs/swiftui-subset.md).
///
/// ```swift
/// PhaseAnimator([1.0, 1.2]) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let first: Phase?
    let content: (Phase) -> Content

    /// Content animated through `phases` each time `trigger` changes.
    nonisolated public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// Content animated through `phases` over and over.
    nonisolated public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }
}

extension PhaseAnimator: View {
    /// The content in the first phase.
    public var body: some View {
        if let first { content(first) }
    }
}

/// A view that animates its content along keyframes (Apple: `KeyframeAnimator`, iOS 17). iOS
/// starts it at its initial value, where a still picture shows it, and so does the layer.
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
    let content: (Value) -> Content

    /// Content animated along `keyframes` each time `trigger` changes.
    nonisolated public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Content animated along `keyframes` once, or over and over when `repeating`.
    nonisolated public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }
}

extension KeyframeAnimator: View {
    /// The content at the initial value.
    public var body: some View {
        content(initialValue)
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
    /// `phaseAnimator(_:trigger:content:animation:)`); drawn in the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = UncheckedSendable(PlaceholderContentView<Self>(content: AnyView(self)))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder.value, $0) }, animation: animation)
    }

    /// This view animated through `phases` over and over (Apple: `phaseAnimator(_:content:animation:)`);
    /// drawn in the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = UncheckedSendable(PlaceholderContentView<Self>(content: AnyView(self)))
        return PhaseAnimator(phases, content: { content(placeholder.value, $0) }, animation: animation)
    }

    /// This view animated along `keyframes` each time `trigger` changes (Apple:
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`); drawn at the initial value.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = UncheckedSendable(PlaceholderContentView<Self>(content: AnyView(self)))
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder.value, $0) }, keyframes: keyframes)
    }

    /// This view animated along `keyframes` once, or over and over when `repeating` (Apple:
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`); drawn at the initial value.
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
