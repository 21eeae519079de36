extension ForEach {
    /// A row for each element of a bound collection, given a binding to it, offering `editActions`
    /// (Apple: iOS 16).
    ///
    /// ```swift
    /// ForEach($alarms, editActions: .all) { $alarm in
    ///     Toggle(alarm.time, isOn: $alarm.isOn)
    /// }
    /// ```
    nonisolated public init<C, R>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// A row for each element of a bound collection, identified by its property at `id`, offering
    /// `editActions`.
    nonisolated public init<C, R>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C: MutableCollection,
        C: RandomAccessCollection, R: View, C.Index: Hashable
    {
        self.data = IndexedIdentifierCollection(base: data.wrappedValue, id: { $0[keyPath: id] })
        self.content = { element in
            EditableCollectionContent(
                content: content(Binding(get: { data.wrappedValue[element.index] }, set: { data.wrappedValue[element.index] = $0 })),
                actions: editActions)
        }
        self.id = { $0.id }
    }
}
