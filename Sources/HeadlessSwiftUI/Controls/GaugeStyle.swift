import Foundation

/// The look of a gauge (Apple: `GaugeStyle`, iOS 16).
///
/// ```swift
/// struct Dial: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             Circle().trim(from: 0, to: configuration.value).stroke(.green, lineWidth: 6)
///             configuration.currentValueLabel
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a style makes for a gauge.
    associatedtype Body: View
    /// What the style is told: the value and the labels.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a gauge style is given (Apple: `GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// The gauge's label: what it measures.
    @MainActor @preconcurrency public struct Label: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The label for the current value.
    @MainActor @preconcurrency public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The label for the lower bound.
    @MainActor @preconcurrency public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The label for the upper bound.
    @MainActor @preconcurrency public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// Where the value sits within the gauge's bounds, 0 to 1.
    public var value: Double
    /// What the gauge measures.
    public var label: GaugeStyleConfiguration.Label
    /// The current value's label, if the gauge has one.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The lower bound's label, if the gauge has one.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The upper bound's label, if the gauge has one.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

extension GaugeStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "label") }
}

extension GaugeStyleConfiguration.CurrentValueLabel: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "value") }
}

extension GaugeStyleConfiguration.MinimumValueLabel: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "minimum") }
}

extension GaugeStyleConfiguration.MaximumValueLabel: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "maximum") }
}

/// A bar that fills from its leading edge as the value grows, the label above it, the bounds'
/// labels at its ends and the current value's label below, in the tint (Apple:
/// `LinearCapacityGaugeStyle`; iOS's default gauge in an app).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    nonisolated public init() {}

    /// The label, the bar between the bounds' labels, and the current value's label.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeBody(configuration: configuration)
    }
}

/// The gauge style of the context: a linear capacity bar in an iOS app (Apple: `DefaultGaugeStyle`).
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    nonisolated public init() {}

    /// A linear capacity gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filling from its leading edge.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

@MainActor
struct LinearCapacityGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\._tintColor) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(.secondary) }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(.systemGray5))
                        Capsule().fill(tint ?? Color.accentColor).frame(width: proxy.size.width * configuration.value)
                    }
                }
                .frame(height: 6)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
            }
            if let value = configuration.currentValueLabel { value.font(.caption).foregroundStyle(.secondary) }
        }
        // One element: what it measures, then its current value (or the share of the range).
        .accessibilityElement(children: .combine)
        .accessibilityValue(configuration.currentValueLabel == nil ? "\(Int((configuration.value * 100).rounded())) percent" : "")
    }
}

extension EnvironmentValues {
    /// The gauge style below `gaugeStyle(_:)`; nil for the default.
    var _gaugeStyle: (@MainActor (GaugeStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<GaugeStyleConfiguration>.self] }
        set { self[InstalledStyleKey<GaugeStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the gauges inside this view.
    ///
    /// ```swift
    /// Gauge(value: 0.64) { Text("Move") }.gaugeStyle(.linearCapacity)
    /// ```
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let box = UncheckedSendable(style)
        return EnvironmentWriter(content: self) { values in
            values._gaugeStyle = { configuration in AnyView(StyleBody(box.value, configuration) { $0.makeBody(configuration: $1) }) }
        }
    }
}
