extension List where SelectionValue == Never {
    /// A row for each element of a bound collection, given a binding to it, offering `editActions`
    /// (Apple: iOS 16).
    ///
    /// ```swift
    /// List($alarms, editActions: .delete) { $alarm in
    ///     Toggle(alarm.time, isOn: $alarm.isOn)
    /// }
    /// ```
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A row for each element of a bound collection, identified by its property at `id`, offering
    /// `editActions`.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension List {
    /// A row for each element of a bound collection, offering `editActions`, one of which the user
    /// can select.
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A row for each element of a bound collection, offering `editActions`, several of which the
    /// user can select.
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
