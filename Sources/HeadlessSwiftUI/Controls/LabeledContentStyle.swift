/// The look of labeled content (Apple: `LabeledContentStyle`, iOS 16).
///
/// ```swift
/// struct StackedLabeledContent: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.caption)
///             configuration.content
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view a style makes for labeled content.
    associatedtype Body: View
    /// What the style is told: the label and the content.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The labeled content's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a labeled content style is given (Apple: `LabeledContentStyleConfiguration`).
public struct LabeledContentStyleConfiguration {
    /// The label.
    @MainActor @preconcurrency public struct Label: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The content.
    @MainActor @preconcurrency public struct Content: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content.
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "label") }
}

extension LabeledContentStyleConfiguration.Content: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "content") }
}

/// The platform's default: the label leading, the content trailing in the secondary color, or
/// under the label at the accessibility sizes (Apple: `AutomaticLabeledContentStyle`).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The automatic style.
    nonisolated public init() {}

    /// The label and the content as iOS lays them out.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's default.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
    /// The labeled content style below `labeledContentStyle(_:)`; nil for the default.
    var _labeledContentStyle: (@MainActor (LabeledContentStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<LabeledContentStyleConfiguration>.self] }
        set { self[InstalledStyleKey<LabeledContentStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the labeled content inside this view (Apple: `labeledContentStyle(_:)`). Inside
    /// the style's body the default style applies again, so a style may draw `LabeledContent(configuration)`.
    ///
    /// ```swift
    /// Form { LabeledContent("Distance", value: "5.2 km") }.labeledContentStyle(StackedLabeledContent())
    /// ```
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        installingStyle(style, at: \._labeledContentStyle) { $0.makeBody(configuration: $1) }
    }
}
