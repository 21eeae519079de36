/// The look of a menu's button (Apple: `MenuStyle`).
///
/// ```swift
/// struct CapsuleMenu: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).padding(8).background(Capsule().fill(.quaternary))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view a style makes for a menu.
    associatedtype Body: View
    /// What the style is told: the menu's label and content.
    typealias Configuration = MenuStyleConfiguration
    /// The menu's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a menu style is given (Apple: `MenuStyleConfiguration`).
public struct MenuStyleConfiguration {
    /// The menu's label.
    @MainActor @preconcurrency public struct Label: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The menu's items.
    @MainActor @preconcurrency public struct Content: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    let label: Label
    let content: Content
}

extension MenuStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "label") }
}

extension MenuStyleConfiguration.Content: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "content") }
}

/// The platform's default: the label as a borderless button in the tint (Apple: `DefaultMenuStyle`).
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    nonisolated public init() {}

    /// The menu's button.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

/// The label as a button in the button style around it (Apple: `ButtonMenuStyle`, iOS 16).
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    nonisolated public init() {}

    /// The menu's button.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

/// The label as a borderless button (Apple: `BorderlessButtonMenuStyle`, deprecated for `.button`
/// with `.borderless`).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button style.
    nonisolated public init() {}

    /// The menu's button.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button in the button style around it.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension EnvironmentValues {
    /// The menu style below `menuStyle(_:)`; nil for the default.
    var _menuStyle: (@MainActor (MenuStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<MenuStyleConfiguration>.self] }
        set { self[InstalledStyleKey<MenuStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the menus inside this view (Apple: `menuStyle(_:)`). Inside the style's body the
    /// default style applies again, so a style may draw `Menu(configuration)`.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        installingStyle(style, at: \._menuStyle) { $0.makeBody(configuration: $1) }
    }
}
