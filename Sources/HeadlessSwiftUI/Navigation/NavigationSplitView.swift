/// Which columns of a split view show (Apple: `NavigationSplitViewVisibility`, iOS 16).
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let kind: Int

    /// Only the detail column.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 0) }
    /// The content and detail columns.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 1) }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 2) }
    /// The platform's choice.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 3) }
}

/// A column of a split view (Apple: `NavigationSplitViewColumn`, iOS 17).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let kind: Int

    /// The sidebar.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: 0) }
    /// The middle column.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: 1) }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: 2) }
}

/// Two or three columns side by side where there is room, collapsed into one navigation stack
/// on iPhone (Apple: `NavigationSplitView`, iOS 16).
///
/// Every device the layer draws is an iPhone, whose compact width collapses the split view into
/// a stack that shows the sidebar (Apple: in compact size classes the split view "collapses its
/// columns into a stack" and shows the column `preferredCompactColumn` names, the sidebar by
/// default; choosing in the sidebar pushes the rest). So it is drawn as a `NavigationStack`
/// whose root is the preferred compact column.
///
/// ```swift
/// NavigationSplitView {
///     List(workouts, selection: $selection) { Text($0.name) }
/// } detail: {
///     WorkoutDetail(id: selection)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn

    /// A split view of a sidebar, a content column and a detail column.
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = .sidebar
    }

    /// A three-column split view whose column visibility is bound to `columnVisibility`.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// A three-column split view that shows `preferredCompactColumn` where it collapses.
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = preferredCompactColumn.wrappedValue
    }

    /// A three-column split view with both bindings.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: content, detail: detail)
    }

    public var body: Never { bodyError() }
}

extension NavigationSplitView where Content == EmptyView {
    /// A split view of a sidebar and a detail column.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view whose column visibility is bound to `columnVisibility`.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view that shows `preferredCompactColumn` where it collapses.
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view with both bindings.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

extension NavigationSplitView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let column: AnyView =
            switch compactColumn {
            case .detail: AnyView(detail)
            case .content where !(content is EmptyView): AnyView(content)
            default: AnyView(sidebar)
            }
        return context.resolve(NavigationStack { column }, component: "collapsed")
    }
}
