/// The look of a form (Apple: `FormStyle`, iOS 16).
///
/// ```swift
/// struct CardForm: FormStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ScrollView { VStack(spacing: 12) { configuration.content } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view a style makes for a form.
    associatedtype Body: View
    /// What the style is told: the form's content.
    typealias Configuration = FormStyleConfiguration
    /// The form's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a form style is given (Apple: `FormStyleConfiguration`).
public struct FormStyleConfiguration {
    /// The form's sections and controls.
    @MainActor @preconcurrency public struct Content: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The form's sections and controls.
    public let content: FormStyleConfiguration.Content
}

extension FormStyleConfiguration.Content: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "content") }
}

/// The platform's default: on iOS, grouped (Apple: `AutomaticFormStyle`).
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    nonisolated public init() {}

    /// The form as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        Form(configuration)
    }
}

/// Sections as inset grouped cards (Apple: `GroupedFormStyle`).
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    nonisolated public init() {}

    /// The form as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        Form(configuration)
    }
}

/// Labels and controls in columns, as macOS lays out a settings pane (Apple: `ColumnsFormStyle`);
/// on iPhone drawn grouped (docs/swiftui-subset.md).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    nonisolated public init() {}

    /// The form as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        Form(configuration)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension EnvironmentValues {
    /// The form style below `formStyle(_:)`; nil for the default.
    var _formStyle: (@MainActor (FormStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<FormStyleConfiguration>.self] }
        set { self[InstalledStyleKey<FormStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the forms inside this view (Apple: `formStyle(_:)`). Inside the style's body the
    /// default style applies again, so a style may draw `Form(configuration)`.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        installingStyle(style, at: \._formStyle) { $0.makeBody(configuration: $1) }
    }
}
