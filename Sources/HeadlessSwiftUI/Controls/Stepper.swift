/// A control that steps a value up and down (Apple: `Stepper`): the label leading and UIKit's
/// `UIStepper` trailing, a 94 × 32 pt rounded pair of − and + on the tertiary fill. VoiceOver
/// reads it as adjustable.
///
/// ```swift
/// Stepper("Sets: \(sets)", value: $sets, in: 1...10)
/// ```
public struct Stepper<Label: View> {
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?

    /// A stepper that calls `onIncrement` and `onDecrement`, described by `label`.
    nonisolated public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    /// A stepper of `value` within `bounds` by `step`, described by `label`.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        let box = UncheckedSendable((value: value, bounds: bounds, step: step))
        increment = {
            box.value.value.wrappedValue = min(box.value.value.wrappedValue.advanced(by: box.value.step), box.value.bounds.upperBound)
        }
        decrement = {
            box.value.value.wrappedValue = max(box.value.value.wrappedValue.advanced(by: -box.value.step), box.value.bounds.lowerBound)
        }
    }

    /// A stepper of `value` by `step`, described by `label`.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        let box = UncheckedSendable((value: value, step: step))
        increment = { box.value.value.wrappedValue = box.value.value.wrappedValue.advanced(by: box.value.step) }
        decrement = { box.value.value.wrappedValue = box.value.value.wrappedValue.advanced(by: -box.value.step) }
    }

    public var body: Never { bodyError() }
}

extension Stepper where Label == Text {
    /// A stepper of `value` within `bounds`, titled with a localized key.
    nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper of `value` within `bounds`, titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper of `value`, titled with a localized key.
    nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a localized key that calls `onIncrement` and `onDecrement` (Apple:
    /// `init(_:onIncrement:onDecrement:onEditingChanged:)`).
    ///
    /// ```swift
    /// Stepper("Round \(round)", onIncrement: { round += 1 }, onDecrement: { round -= 1 })
    /// ```
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled verbatim that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// UIKit's `UIStepper` metrics, in points.
enum StepperMetrics {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let dividerHeight: CGFloat = 18
}

extension Stepper: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let increment = self.increment
        let decrement = self.decrement
        let stepper = HStack(spacing: 0) {
            Button {
                decrement?()
            } label: {
                Image(systemName: "minus").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .accessibilityLabel("Decrement")
            Rectangle().fill(Color(uiColor: .separator)).frame(width: 1, height: StepperMetrics.dividerHeight)
            Button {
                increment?()
            } label: {
                Image(systemName: "plus").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .accessibilityLabel("Increment")
        }
        .buttonStyle(.plain)
        .font(.body.weight(.medium))
        .frame(width: StepperMetrics.size.width, height: StepperMetrics.size.height)
        .background(
            Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius, style: .continuous))
        return context.resolve(
            LabeledControlRow(labelsHidden: context.environment._labelsHidden, label: label, control: stepper), component: "stepper")
    }
}
