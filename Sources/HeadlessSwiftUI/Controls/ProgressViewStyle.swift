import Foundation

/// The look of a progress view (Apple: `ProgressViewStyle`).
///
/// ```swift
/// struct ThickBar: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         GeometryReader { proxy in
///             Capsule().fill(.green).frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
///         }
///         .frame(height: 12)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a style makes for a progress view.
    associatedtype Body: View
    /// What the style is told: the fraction completed and the labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a progress view style is given (Apple: `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// The progress view's label (Apple: `ProgressViewStyleConfiguration.Label`).
    public struct Label: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The label for the current value (Apple: `ProgressViewStyleConfiguration.CurrentValueLabel`).
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The fraction completed, 0 to 1; nil for indeterminate progress.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current value's label, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "label") }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "value") }
}

/// A bar: the label above, a 4 pt capsule track (the system gray 5) filled with the tint (the
/// accent color) to the fraction completed, the current value's label below (Apple:
/// `LinearProgressViewStyle`; UIKit's `UIProgressView` default bar height and track color).
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    nonisolated public init() {}

    /// The label, the bar and the value label, stacked.
    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressBody(configuration: configuration)
    }
}

/// A spinning indicator: eight spokes fading around a 20 pt circle, as `UIActivityIndicatorView`'s
/// medium style, growing with the text size; a value is not shown, as on iOS (Apple:
/// `CircularProgressViewStyle`).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The circular style.
    nonisolated public init() {
        tint = nil
    }

    /// The circular style with its spokes in `tint` (Apple: `init(tint:)`, deprecated in iOS 17
    /// for the `tint(_:)` modifier).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    nonisolated public init(tint: Color) {
        self.tint = tint
    }

    /// The spinner, with the label below it.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            CircularSpinner(tint: tint)
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue("In progress")
    }
}

/// The platform's default: linear with a value, circular without (Apple: `DefaultProgressViewStyle`).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    nonisolated public init() {}

    /// A bar when there is a value, a spinner when there is none.
    @ViewBuilder
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

@MainActor
struct LinearProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\._tintColor) private var tint

    var body: some View {
        let fraction = configuration.fractionCompleted ?? 0
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(.systemGray5))
                    Capsule().fill(tint ?? Color.accentColor).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 4)
            if let value = configuration.currentValueLabel { value.font(.caption).foregroundStyle(.secondary) }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(Int((fraction * 100).rounded())) percent")
    }
}

extension EnvironmentValues {
    /// The progress view style below `progressViewStyle(_:)`; nil for the default.
    var _progressViewStyle: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<ProgressViewStyleConfiguration>.self] }
        set { self[InstalledStyleKey<ProgressViewStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the progress views inside this view.
    ///
    /// ```swift
    /// ProgressView(value: 0.3).progressViewStyle(.linear)
    /// ```
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        installingStyle(style, at: \._progressViewStyle) { $0.makeBody(configuration: $1) }
    }
}
