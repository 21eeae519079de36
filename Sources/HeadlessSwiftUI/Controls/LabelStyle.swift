import Foundation

/// The look of a label, given its title and icon (Apple: `LabelStyle`).
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a style makes for a label.
    associatedtype Body: View
    /// What the style is told: the label's title and icon.
    typealias Configuration = LabelStyleConfiguration
    /// The label's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a label style is given (Apple: `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title (Apple: `LabelStyleConfiguration.Title`).
    public struct Title: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The label's icon (Apple: `LabelStyleConfiguration.Icon`).
    public struct Icon: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The title, to place in the style's body.
    public let title: LabelStyleConfiguration.Title
    /// The icon, to place in the style's body.
    public let icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "title") }
}

extension LabelStyleConfiguration.Icon: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "icon") }
}

/// The icon, then the title, 8 pt apart and centred on each other: iOS's default outside lists
/// (Apple: `TitleAndIconLabelStyle`).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    nonisolated public init() {}

    /// The icon and the title side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone; VoiceOver reads it as the label (Apple: `TitleOnlyLabelStyle`).
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    nonisolated public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone (Apple: `IconOnlyLabelStyle`).
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    nonisolated public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default label style: title and icon on iOS (Apple: `DefaultLabelStyle`).
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    nonisolated public init() {}

    /// Title and icon, as on iOS.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    /// The label style below `labelStyle(_:)`; nil for the default.
    var _labelStyle: (@MainActor (LabelStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<LabelStyleConfiguration>.self] }
        set { self[InstalledStyleKey<LabelStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the labels inside this view.
    ///
    /// ```swift
    /// Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
    /// ```
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let box = UncheckedSendable(style)
        return EnvironmentWriter(content: self) { values in
            values._labelStyle = { configuration in AnyView(StyleBody(box.value, configuration) { $0.makeBody(configuration: $1) }) }
        }
    }
}
