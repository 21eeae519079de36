/// A control for choosing a value from a range by dragging a thumb along a track (Apple:
/// `Slider`): UIKit's `UISlider`, a 4 pt track filled with the tint up to a 28 pt white thumb,
/// between optional minimum and maximum value labels. VoiceOver reads it as adjustable, its value
/// as a percentage of the range.
///
/// ```swift
/// Slider(value: $volume, in: 0...10) { Text("Volume") }
/// ```
public struct Slider<Label: View, ValueLabel: View> {
    let fraction: Binding<Double>
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public var body: Never { bodyError() }
}

extension Slider {
    /// A slider over `bounds`, described by `label`, with labels at its ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider whose value moves in steps of `step` from the lower bound, with labels (Apple:
    /// `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`).
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value, in: bounds, step: step)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The fraction of `value` along `bounds`; setting it moves the value to the nearest step when
    /// there is one.
    static func fraction<V: BinaryFloatingPoint>(_ value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil) -> Binding<Double>
    where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let stepSize = step.map { Double($0) } ?? 0
        return Binding(
            get: { span == 0 ? 0 : min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1) },
            set: { fraction in
                let raw = fraction * span
                let stepped = stepSize > 0 ? min((raw / stepSize).rounded() * stepSize, span) : raw
                value.wrappedValue = bounds.lowerBound + V(stepped)
            })
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A labelled slider whose value moves in steps of `step` (Apple: `init(value:in:step:label:onEditingChanged:)`).
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value, in: bounds, step: step)
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider over `bounds`, described by `label`.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider whose value moves in steps of `step` (Apple: `init(value:in:step:onEditingChanged:)`).
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value, in: bounds, step: step)
        label = EmptyView()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider over `bounds`.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value, in: bounds)
        label = EmptyView()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// UIKit's `UISlider` metrics, in points.
enum SliderMetrics {
    static let trackHeight: CGFloat = 4
    static let thumbSize: CGFloat = 28
    static let labelSpacing: CGFloat = 8
    /// The slider's height outside a list row: 31 pt, the thumb and track centred in it (measured
    /// on iOS 18.2: a slider between two symbols is a 31 pt row, and text under a slider starts
    /// 31 pt under its top, D288). In a list row it keeps the thumb's 28 pt (not measured).
    static let height: CGFloat = 31
}

extension Slider: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(
            SliderBody(fraction: fraction, minimum: minimumValueLabel, maximum: maximumValueLabel, label: label), component: "slider")
    }
}

@MainActor
struct SliderBody<Label: View, ValueLabel: View>: View {
    let fraction: Binding<Double>
    let minimum: ValueLabel?
    let maximum: ValueLabel?
    let label: Label
    @Environment(\._tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\._listRow) private var listRow

    var body: some View {
        let value = fraction.wrappedValue
        HStack(spacing: SliderMetrics.labelSpacing) {
            if let minimum { minimum.accessibilityHidden(true) }
            GeometryReader { proxy in
                let travel = max(proxy.size.width - SliderMetrics.thumbSize, 0)
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(uiColor: .systemFill)).frame(height: SliderMetrics.trackHeight)
                    Capsule().fill(tint ?? Color.accentColor)
                        .frame(width: SliderMetrics.thumbSize / 2 + travel * value, height: SliderMetrics.trackHeight)
                    Circle()
                        .fill(Color.white)
                        .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                        .frame(width: SliderMetrics.thumbSize, height: SliderMetrics.thumbSize)
                        .padding(.leading, travel * value)
                }
                .frame(maxHeight: .infinity)
            }
            .frame(height: listRow == nil ? SliderMetrics.height : SliderMetrics.thumbSize)
            if let maximum { maximum.accessibilityHidden(true) }
        }
        // Apple, `Slider.init(value:in:label:onEditingChanged:)`: "Not all slider styles show the
        // label, but even in those cases, SwiftUI uses the label for accessibility." The label is
        // laid out behind the track, never drawn, and read as the element's label.
        .background { label.opacity(0) }
        .opacity(isEnabled ? 1 : 0.5)
        .accessibilityElement(children: .combine)
        .accessibilityRemoveTraits(.isStaticText)
        .accessibilityValue("\(Int((value * 100).rounded()))%")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: fraction.wrappedValue = min(value + 0.1, 1)
            case .decrement: fraction.wrappedValue = max(value - 0.1, 0)
            @unknown default: break
            }
        }
    }
}
