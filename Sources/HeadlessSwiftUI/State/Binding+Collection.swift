/// A binding to a collection is a collection of bindings to its elements (Apple: iOS 15), so
/// `ForEach($items) { $item in Toggle(item.name, isOn: $item.isDone) }` edits each element in place.
///
/// ```swift
/// @State private var alarms: [Alarm] = []
/// …
/// ForEach($alarms) { $alarm in
///     Toggle(alarm.time, isOn: $alarm.isOn)
/// }
/// ```
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Walks the elements' bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of the elements' bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The bound collection's index.
    public typealias Index = Value.Index
    /// The bound collection's indices.
    public typealias Indices = Value.Indices

    /// The bound collection's first index, read now.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The bound collection's end index, read now.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The bound collection's indices, read now.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The index after `i` in the bound collection.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// Moves `i` to the index after it in the bound collection.
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`: it reads and writes that element of the bound
    /// collection each time.
    public subscript(position: Index) -> Element {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The index before `i` in the bound collection.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    /// Moves `i` to the index before it in the bound collection.
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity, read now.
    public var id: Value.ID { wrappedValue.id }
}
