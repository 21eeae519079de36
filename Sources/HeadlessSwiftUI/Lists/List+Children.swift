import Foundation

// `List`'s hierarchical forms (Apple: `init(_:children:rowContent:)` and its relatives): a list of
// one `OutlineGroup`, a parent's row a disclosure group of its children's rows.

extension List where SelectionValue == Never {
    /// A row for each element of `data` and, under a disclosure group, for its descendants at
    /// `children`.
    ///
    /// ```swift
    /// List(folders, children: \.subfolders) { folder in
    ///     Label(folder.name, systemImage: "folder")
    /// }
    /// ```
    nonisolated public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A row for each element of `data` and its descendants, identified by their property at `id`.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}

extension List {
    /// A tree of rows the user can select one of.
    nonisolated public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A tree of rows the user can select several of.
    nonisolated public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A tree of rows identified by their property at `id`, the user selecting one.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }

    /// A tree of rows identified by their property at `id`, the user selecting several.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
