/// Pages the user switches between with a tab bar (Apple: `TabView`): each child view is a tab,
/// labelled with `tabItem(_:)` and chosen by its `tag` (or its position); the selected one fills
/// the screen above iOS's tab bar. `tabViewStyle(.page)` makes swipeable pages instead.
///
/// ```swift
/// TabView {
///     TodayScreen().tabItem { Label("Today", systemImage: "sun.max") }
///     SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs bound to `selection`, each tab chosen by its `tag`.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension TabView where SelectionValue == Int {
    /// Tabs that start on the first.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        // A view of several tabs is taken apart into tabs: its state lives with the tab view.
        let tabView = context.child("tabs").node(.custom("TabViewTabs")) { holder in
            resolve(context.child("tabs").rows(of: content, component: "content", heldBy: holder), in: context)
        }
        return [tabView]
    }

    @MainActor private func resolve(_ tabs: [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let selected: Int
        if let selection {
            selected = tabs.index(tagged: selection.wrappedValue) ?? 0
        } else {
            selected = 0
        }
        let binding = selection
        let choose: @MainActor (Int) -> Void = { index in
            if let value = tabs.tag(at: index, as: SelectionValue.self) { binding?.wrappedValue = value }
        }
        let body = TabViewBody(tabs: tabs, selected: selected, isPaged: context.environment._tabViewPaged, choose: choose)
        return context.resolve(body, component: "tabView")
    }
}

/// A tab's item in the tab bar.
enum TabItemTrait: _ViewTraitKey { typealias Value = AnyView }
/// A tab's or a row's badge.
enum BadgeTrait: _ViewTraitKey { typealias Value = Text? }

extension View {
    /// The tab bar item of this tab: usually a `Label` with a title and a symbol (Apple:
    /// `tabItem(_:)`).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = UncheckedSendable(AnyView(label()))
        return TraitWriter(content: self, key: TabItemTrait.self, value: item.value)
    }

    /// A count on this tab's item or this list row; zero shows none (Apple: `badge(_:)`).
    nonisolated public func badge(_ count: Int) -> some View {
        TraitWriter(content: self, key: BadgeTrait.self, value: count == 0 ? nil : Text(count, format: .number))
    }

    /// A text on this tab's item or this list row; nil shows none (Apple: `badge(_:)`).
    nonisolated public func badge(_ label: Text?) -> some View {
        TraitWriter(content: self, key: BadgeTrait.self, value: label)
    }

    /// A localized text on this tab's item or this list row (Apple: `badge(_:)`).
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        TraitWriter(content: self, key: BadgeTrait.self, value: key.map { Text($0) })
    }
}
