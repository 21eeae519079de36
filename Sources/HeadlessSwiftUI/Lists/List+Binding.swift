extension List where SelectionValue == Never {
    /// A row for each element of a bound collection, given a binding to it (Apple: iOS 15).
    ///
    /// ```swift
    /// List($alarms) { $alarm in
    ///     Toggle(alarm.time, isOn: $alarm.isOn)
    /// }
    /// ```
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, rowContent: rowContent)
    }

    /// A row for each element of a bound collection, identified by its property at `id`.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init { ForEach(data, id: id) { rowContent($0) } }
    }
}

extension List {
    /// A row for each element of a bound collection, one of which the user can select.
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// A row for each element of a bound collection, identified by its property at `id`, one of
    /// which the user can select.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, id: id) { rowContent($0) } }
    }

    /// A row for each element of a bound collection, several of which the user can select.
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// A row for each element of a bound collection, identified by its property at `id`, several
    /// of which the user can select.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, id: id) { rowContent($0) } }
    }
}
