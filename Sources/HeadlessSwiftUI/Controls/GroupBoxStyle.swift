/// The look of a group box, given its label and content (Apple: `GroupBoxStyle`, iOS 14).
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.caption.weight(.semibold))
///             configuration.content
///         }
///         .padding()
///         .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a style makes for a group box.
    associatedtype Body: View
    /// What the style is told: the label and the content.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The group box's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a group box style is given (Apple: `GroupBoxStyleConfiguration`).
public struct GroupBoxStyleConfiguration {
    /// The group box's label.
    @MainActor @preconcurrency public struct Label: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The group box's content.
    @MainActor @preconcurrency public struct Content: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The label (empty for a group box without one).
    public let label: GroupBoxStyleConfiguration.Label
    /// The content.
    public let content: GroupBoxStyleConfiguration.Content
    /// Whether the group box was given a label: the default style leaves out the label's line
    /// and spacing without one.
    let hasLabel: Bool
}

extension GroupBoxStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "label") }
}

extension GroupBoxStyleConfiguration.Content: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "content") }
}

/// The platform's group box (Apple: `DefaultGroupBoxStyle`): on iOS the label in the headline font
/// over the content, 8 pt apart, padded 16 pt in the secondary system background with 8 pt
/// continuous corners.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default style.
    nonisolated public init() {}

    /// The label over the content in a rounded box.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GroupBoxMetrics.spacing) {
            if configuration.hasLabel { configuration.label.font(.headline) }
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(GroupBoxMetrics.padding)
        .background(
            Color(uiColor: .secondarySystemBackground),
            in: RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
    /// The group box style below `groupBoxStyle(_:)`; nil for the default.
    var _groupBoxStyle: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<GroupBoxStyleConfiguration>.self] }
        set { self[InstalledStyleKey<GroupBoxStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the group boxes inside this view (Apple: `groupBoxStyle(_:)`). Inside the style's
    /// body the default style applies again, so a style may draw `GroupBox(configuration)`.
    ///
    /// ```swift
    /// GroupBox("This week") { Text("3 runs") }.groupBoxStyle(CardGroupBoxStyle())
    /// ```
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        installingStyle(style, at: \._groupBoxStyle) { $0.makeBody(configuration: $1) }
    }
}
