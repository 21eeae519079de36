/// `Slider`'s older spellings, with `onEditingChanged` before the labels (Apple: deprecated for the
/// initializers that take `label` first, and still compiled by apps written against iOS 13).
extension Slider {
    /// A slider with value labels at its ends, in the older argument order (Apple:
    /// `init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`).
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...10, onEditingChanged: { _ in },
    ///        minimumValueLabel: Text("0"), maximumValueLabel: Text("10")) { Text("Volume") }
    /// ```
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
            maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with value labels at its ends, in the older argument order (Apple:
    /// `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`).
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
            maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A labelled slider in the older argument order (Apple:
    /// `init(value:in:onEditingChanged:label:)`).
    ///
    /// ```swift
    /// Slider(value: $progress, in: 0...duration, onEditingChanged: scrub) { Text("Progress") }
    /// ```
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }

    /// A labelled, stepped slider in the older argument order (Apple:
    /// `init(value:in:step:onEditingChanged:label:)`).
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}
