import Foundation

/// A tree of rows (Apple: `OutlineGroup`): a row for each element of `data`, and for an element
/// whose `children` are not nil a `DisclosureGroup` whose label is its row and whose content is
/// the outline of its children, collapsed until tapped. In a `List` every row is a row of the
/// list; `List(_:children:rowContent:)` is a list of one outline group.
///
/// Nested rows start at the list's inset here: iOS's indent of a child row is not sourced (D268).
///
/// ```swift
/// struct Folder: Identifiable {
///     let id: String
///     var subfolders: [Folder]?
/// }
/// List {
///     OutlineGroup(folders, children: \.subfolders) { folder in
///         Label(folder.id, systemImage: "folder")
///     }
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let rows: @MainActor () -> AnyView
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// The outline of `root` and its descendants, identified by their `id`.
    nonisolated public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(root, id: \.id, children: children, content: content)
    }

    /// The outline of each element of `data` and its descendants, identified by their `id`.
    nonisolated public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The outline of `root` and its descendants, identified by their property at `id`.
    nonisolated public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        let tree = UncheckedSendable(OutlineTree<Data, ID, Leaf>(id: id, children: children, content: content))
        let root = UncheckedSendable(root)
        rows = { tree.value.row(root.value) }
    }

    /// The outline of each element of `data` and its descendants, identified by their property at
    /// `id`.
    nonisolated public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        let tree = UncheckedSendable(OutlineTree<Data, ID, Leaf>(id: id, children: children, content: content))
        let data = UncheckedSendable(data)
        rows = { tree.value.rows(data.value) }
    }
}

extension OutlineGroup: View, _PrimitiveView where Parent: View, Leaf: View, Subgroup: View {
    public var body: Never { bodyError() }

    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(rows(), component: "outline")
    }
}

/// How an outline's elements become rows: a leaf is its content, a parent a disclosure group of
/// its content over its children's rows.
struct OutlineTree<Data: RandomAccessCollection, ID: Hashable, Leaf: View> {
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    @MainActor func rows(_ data: Data) -> AnyView {
        AnyView(ForEach(data, id: id) { element in row(element) })
    }

    @MainActor func row(_ element: Data.Element) -> AnyView {
        guard let children = element[keyPath: children] else { return AnyView(content(element)) }
        return AnyView(
            DisclosureGroup {
                OutlineSubgroupChildren(rows: rows(children))
            } label: {
                content(element)
            })
    }
}

/// The rows of a parent's children inside its disclosure group (Apple: `OutlineSubgroupChildren`).
public struct OutlineSubgroupChildren {
    let rows: AnyView

    nonisolated init(rows: AnyView) {
        self.rows = rows
    }

    public var body: Never { bodyError() }
}

extension OutlineSubgroupChildren: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(rows, component: "children")
    }
}
