/// A tab of a `TabView` in iOS 18's form (Apple: `Tab`): its title and symbol label the tab bar
/// item, its value is the selection that shows it.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Today", systemImage: "sun.max", value: .today) { TodayScreen() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsScreen() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View> {
    let value: Value?
    let label: Label
    let content: Content

    public var body: Never { bodyError() }
}

extension Tab where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A tab titled with a localized key and a system symbol, shown when the selection is `value`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        label = HeadlessSwiftUI.Label(titleKey, systemImage: systemImage)
        self.content = content()
    }

    /// A tab titled verbatim with a system symbol, shown when the selection is `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        label = HeadlessSwiftUI.Label(title, systemImage: systemImage)
        self.content = content()
    }
}

extension Tab where Value == Never, Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A tab titled with a localized key and a system symbol, in a tab view without a selection.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        label = HeadlessSwiftUI.Label(titleKey, systemImage: systemImage)
        self.content = content()
    }

    /// A tab titled verbatim with a system symbol, in a tab view without a selection.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        label = HeadlessSwiftUI.Label(title, systemImage: systemImage)
        self.content = content()
    }
}

extension Tab {
    /// A tab with a custom label, shown when the selection is `value`.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.label = label()
        self.content = content()
    }

    /// A tab with a custom label and a role, shown when the selection is `value`.
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        // On an iPhone under iOS 18 a tab with a role is drawn as any other (D295).
        self.init(value: value, content: content, label: label)
    }
}

extension Tab where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A tab with a role (`.search`), titled with a localized key and a system symbol, shown when
    /// the selection is `value`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// A tab with a role, titled verbatim with a system symbol, shown when the selection is `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }
}

extension Tab where Value == Never, Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A tab with a role, titled with a localized key and a system symbol, in a tab view without a
    /// selection.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// A tab with a role, titled verbatim with a system symbol, in a tab view without a selection.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }
}

extension Tab: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let item = label
        let nodes = context.resolve(content.tabItem { item }, component: "tab")
        if let value { for node in nodes { node.traits[ObjectIdentifier(TagTrait.self)] = AnyHashable(value) } }
        return nodes
    }
}
