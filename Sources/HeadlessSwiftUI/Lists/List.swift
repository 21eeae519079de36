/// Rows in a scrolling column, grouped in sections (Apple: `List`). On iPhone its automatic style
/// is inset grouped: each section's rows on a rounded card with separators between them, over the
/// grouped background; `listStyle(_:)` chooses another.
///
/// ```swift
/// List {
///     Section("Today") {
///         ForEach(workouts) { workout in Text(workout.name) }
///     }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content

    public var body: Never { bodyError() }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections `content` makes.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`, identified by the element's `id`.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by the element's property at `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    /// A list whose rows the user can select one of, by their `tag` or `id`. Outside edit mode
    /// iOS shows no selection marks, nor does the headless layer.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose rows the user can select several of.
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A selectable row for each element of `data`, identified by its `id`.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, several of which the user can select.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A selectable row for each element of `data`, identified by its property at `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data`, identified by its property at `id`, several of which the
    /// user can select.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// A row for each integer of a constant range.
    nonisolated public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        ListContent.resolve(content, appearance: context.environment._listAppearance ?? .insetGrouped, in: context)
    }
}

/// A container of grouped controls for settings and data entry (Apple: `Form`). On iOS a form is
/// drawn as an inset grouped list, whatever list style is set around it.
///
/// ```swift
/// Form {
///     Section("Notifications") { Toggle("Reminders", isOn: $reminders) }
/// }
/// ```
public struct Form<Content: View> {
    let content: Content

    /// A form of the sections and controls `content` makes.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form drawn from a style's configuration, in the default style (Apple: `init(_:)`).
    nonisolated public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
    }
}

extension Form: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        // A style set with `formStyle(_:)` draws it.
        if let style = context.environment._formStyle {
            return context.resolve(style(FormStyleConfiguration(content: .init(content: AnyView(content)))), component: "styled")
        }
        return ListContent.resolve(content, appearance: .insetGrouped, in: context)
    }
}

/// A list's content taken apart into sections of rows, then drawn by `ListBody`.
@MainActor
enum ListContent {
    struct SectionContent {
        var header: [ViewNode] = []
        var rows: [ViewNode] = []
        var footer: [ViewNode] = []
        /// The section's own spacing from the section above it (`listSectionSpacing(_:)` on it).
        var spacing: ListSectionSpacing?
    }

    /// The list's rows, partitioned again whenever a view inside changes: a row view whose body
    /// changes how many rows it makes (a `DisclosureGroup` expanding on its own state) makes the
    /// list lay its rows out again, as a `List` re-collects its rows on iOS.
    static func resolve(_ content: some View, appearance: ListAppearance, in context: ResolveContext) -> [ViewNode] {
        let list = context.node(.custom("ListRows")) { list in
            var values = context.environment
            values._listRow = appearance
            // A view of several rows is taken apart into rows: its state lives with the list.
            let rows = context.child("rows", environment: values).rows(of: content, component: "content", heldBy: list)
            return context.resolve(ListBody(sections: sections(of: rows), appearance: appearance), component: "list")
        }
        return [list]
    }

    /// Sections in order; rows outside any section form sections of their own.
    static func sections(of nodes: [ViewNode]) -> [SectionContent] {
        var result: [SectionContent] = []
        var loose: [ViewNode] = []
        for item in rows(nodes) {
            if let section = item.node(carrying: SectionTrait.self), let parts = section.trait(SectionTrait.self) {
                if !loose.isEmpty { result.append(SectionContent(rows: loose)) }
                loose = []
                let children = section.children
                let sectionRows = rows(Array(children.dropFirst(parts.headerCount).dropLast(parts.footerCount)))
                passRowTraits(of: item, to: sectionRows)
                result.append(
                    SectionContent(
                        header: Array(children.prefix(parts.headerCount)),
                        rows: sectionRows,
                        footer: Array(children.suffix(parts.footerCount)),
                        spacing: item.trait(ListSectionSpacingTrait.self)))
            } else {
                loose.append(item)
            }
        }
        if !loose.isEmpty { result.append(SectionContent(rows: loose)) }
        return result
    }

    /// Gives a section's rows the row traits written on it: what `listRowSeparator(_:edges:)`,
    /// `listRowInsets(_:)`, `listRowBackground(_:)` and `listRowSeparatorTint(_:edges:)` wrote on
    /// the section or on a view whose body is one (`item`). SwiftUI's trait modifiers reach every
    /// element of the view list they modify, so a section's rows take them, the outer writer
    /// winning as it does on one row (measured: Hymns-iOS's `CategoryView`, a section hidden with
    /// `.listRowSeparator(.hidden)`, draws no separator under its rows on iOS 18.1).
    static func passRowTraits(of item: ViewNode, to rows: [ViewNode]) {
        func pass<K: _ViewTraitKey>(_ key: K.Type) {
            guard let value = item.trait(key) else { return }
            for row in rows { row.traits[ObjectIdentifier(key)] = value }
        }
        pass(RowInsetsTrait.self)
        pass(RowBackgroundTrait.self)
        pass(RowSeparatorTrait.self)
        pass(RowSeparatorTintTrait.self)
    }

    /// The rows among `nodes`, flattening views of several views (a `ForEach`, a `Group`, a body
    /// of several views) as SwiftUI does; a section stays whole.
    static func rows(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { node -> [ViewNode] in
            if case .custom = node.kind, node.children.count != 1, node.traits[ObjectIdentifier(SectionTrait.self)] == nil {
                return rows(node.children)
            }
            return [node]
        }
    }
}

extension ResolveContext {
    /// The rows of `view` resolved at `component` here, each view it makes with a `ForEach`'s or a
    /// group's views taken apart one by one (`ListContent.rows`); `holder` keeps the state of the
    /// views taken apart while it stands. Lists, tab views, alerts, dialogs and custom containers
    /// take their content apart this way.
    func rows(of view: some View, component: String, heldBy holder: ViewNode) -> [ViewNode] {
        let nodes = resolve(view, component: component)
        holder.retainViews(in: nodes)
        return ListContent.rows(nodes)
    }
}

private struct ListRowKey: EnvironmentKey {
    static let defaultValue: ListAppearance? = nil
}

extension EnvironmentValues {
    /// The appearance of the list the view is a row of; nil outside lists.
    var _listRow: ListAppearance? {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}
