import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as a list's `onDelete` hands them (Apple: SwiftUI's
    /// `remove(atOffsets:)`).
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { Text($0) }.onDelete { names.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before `destination`, as a list's `onMove` hands them
    /// (Apple: SwiftUI's `move(fromOffsets:toOffset:)`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        let moving = source.map { elements[$0] }
        let before = source.filter { $0 < destination }.count
        for offset in source.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destination - before)
        for (index, element) in zip(indices, elements) { self[index] = element }
    }
}
