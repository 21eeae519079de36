import Foundation

/// Progress toward completion (Apple: `ProgressView`): a bar when it has a value, a spinning
/// indicator when it has none, unless a `progressViewStyle(_:)` above it says otherwise.
///
/// ```swift
/// ProgressView("Uploading", value: 0.4)
/// ProgressView()
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The date range of a progress view that moves as time passes; nil for one at a value.
    let timer: ProgressTimer?
    @Environment(\._progressViewStyle) private var style
    @Environment(\._timelineNow) private var now

    nonisolated init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, timer: ProgressTimer? = nil) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.timer = timer
    }
}

extension ProgressView: View {
    /// The progress view as its style draws it.
    public var body: some View {
        let fraction = timer?.fraction(at: now) ?? fraction
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
        if let style {
            style(configuration)
        } else if fraction == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style's configuration describes, drawn in the default style: a custom
    /// style that only adds to the standard look wraps it (Apple: `init(_:)`).
    ///
    /// ```swift
    /// struct ShadowedProgressViews: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).shadow(radius: 4)
    ///     }
    /// }
    /// ```
    nonisolated public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinning indicator.
    nonisolated public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A progress view at `value` of `total` (1 by default); nil for indeterminate. The value is
    /// clamped to 0…`total`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view at `value` of `total` with a label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// An indeterminate progress view with a label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A progress view at `value` of `total` with a label and a label for its current value.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    nonisolated static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        return min(max(Double(value) / Double(total), 0), 1)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A progress view at `value` of `total` with a localized title.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view at `value` of `total` with a title shown verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }

    /// An indeterminate progress view with a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }
}
