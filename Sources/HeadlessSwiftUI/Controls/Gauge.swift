import Foundation

/// A value within a range, shown as its style draws it (Apple: `Gauge`, iOS 16): a capacity bar by
/// default, or any `GaugeStyle` set with `gaugeStyle(_:)`.
///
/// ```swift
/// Gauge(value: 0.64) { Text("Move") } currentValueLabel: { Text("64%") }
/// Gauge(value: 72, in: 40...180) { Text("Heart rate") }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\._gaugeStyle) private var style

    nonisolated init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
        maximumValueLabel: BoundsLabel?
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value - bounds.lowerBound)
        fraction = span > 0 && offset.isFinite ? min(max(offset / span, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Gauge: View {
    /// The gauge as its style draws it.
    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: GaugeStyleConfiguration.Label(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel(content: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel(content: AnyView($0)) })
        if let style {
            style(configuration)
        } else {
            DefaultGaugeStyle().makeBody(configuration: configuration)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds` (0…1 by default), described by `label`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label for its current value.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels for its current value and its bounds.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
