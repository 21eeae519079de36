extension ForEach where Content: View {
    /// A view for each element of a bound collection, given a binding to its element and
    /// identified by the element's `id` (Apple: iOS 15).
    ///
    /// ```swift
    /// ForEach($reminders) { $reminder in
    ///     Toggle(reminder.title, isOn: $reminder.isOn)
    /// }
    /// ```
    @_disfavoredOverload
    nonisolated public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// A view for each element of a bound collection, given a binding to its element and
    /// identified by its property at `id`: each view reads and writes its element by index.
    @_disfavoredOverload
    nonisolated public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let elementIDs = data.wrappedValue.indices.lazy.map { index in (index, data.wrappedValue[index][keyPath: id]) }
        self.init(elementIDs, id: \.1) { element in
            content(Binding(get: { data.wrappedValue[element.0] }, set: { data.wrappedValue[element.0] = $0 }))
        }
    }
}
