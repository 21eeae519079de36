/// The look of a disclosure group, given its label, its content and whether it is expanded
/// (Apple: `DisclosureGroupStyle`, iOS 16).
///
/// ```swift
/// struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isExpanded.toggle() } label: {
///             HStack { configuration.label; Spacer(); Image(systemName: configuration.isExpanded ? "minus" : "plus") }
///         }
///         if configuration.isExpanded { configuration.content }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view a style makes for a disclosure group.
    associatedtype Body: View
    /// What the style is told: the label, the content and the expansion.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The disclosure group's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a disclosure group style is given (Apple: `DisclosureGroupStyleConfiguration`).
public struct DisclosureGroupStyleConfiguration {
    /// The group's label.
    @MainActor @preconcurrency public struct Label: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The group's content, shown while expanded.
    @MainActor @preconcurrency public struct Content: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded; setting it expands or collapses the group.
    @Binding public var isExpanded: Bool
}

extension DisclosureGroupStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "label") }
}

extension DisclosureGroupStyleConfiguration.Content: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "content") }
}

/// The platform's disclosure group (Apple: `AutomaticDisclosureGroupStyle`): the label leading, a
/// chevron trailing in the tint pointing forward when collapsed and down when expanded; tapping
/// the label toggles it. Expanded, the content follows (each view a row in a list).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The automatic style.
    nonisolated public init() {}

    /// The label row with its chevron, and the content while expanded.
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isExpanded.toggle()
        } label: {
            HStack(spacing: 0) {
                configuration.label.foregroundStyle(Color(uiColor: .label))
                Spacer(minLength: 8)
                Image(systemName: "chevron.forward")
                    .font(.body.weight(.semibold))
                    .imageScale(.small)
                    .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                    .accessibilityHidden(true)
            }
        }
        .buttonStyle(.plain)
        .foregroundStyle(.tint)
        .accessibilityValue(configuration.isExpanded ? Text("Expanded") : Text("Collapsed"))
        if configuration.isExpanded { configuration.content }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's default disclosure group.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension EnvironmentValues {
    /// The disclosure group style below `disclosureGroupStyle(_:)`; nil for the default.
    var _disclosureGroupStyle: (@MainActor (DisclosureGroupStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<DisclosureGroupStyleConfiguration>.self] }
        set { self[InstalledStyleKey<DisclosureGroupStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the disclosure groups inside this view (Apple: `disclosureGroupStyle(_:)`).
    ///
    /// ```swift
    /// Form { DisclosureGroup("Advanced") { Toggle("Auto-pause", isOn: $on) } }
    ///     .disclosureGroupStyle(PlusMinusDisclosureStyle())
    /// ```
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        installingStyle(style, at: \._disclosureGroupStyle) { $0.makeBody(configuration: $1) }
    }
}
