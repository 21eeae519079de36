/// Nodes a container resolved first (to read its content's sections, tags or titles), placed where
/// its body puts them.
@MainActor
struct ResolvedNodes: View, _PrimitiveView {
    let nodes: [ViewNode]

    var body: Never { bodyError() }

    func _resolve(in context: ResolveContext) -> [ViewNode] { nodes }
}

/// A value a container reads from the views directly inside it (SwiftUI's view traits: a `tag`,
/// a section's header, a list row's insets).
protocol _ViewTraitKey {
    associatedtype Value
}

/// Sets a trait on the views of its content.
struct TraitWriter<Content: View, Key: _ViewTraitKey> {
    let content: Content
    let value: Key.Value

    nonisolated init(content: Content, key: Key.Type, value: Key.Value) {
        self.content = content
        self.value = value
    }

    var body: Never { bodyError() }
}

extension TraitWriter: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: "content")
        for node in nodes { node.traits[ObjectIdentifier(Key.self)] = value }
        return nodes
    }
}

extension ViewNode {
    /// The node carrying `key`'s trait: this view, or the one view it wraps (through modifiers).
    func node<K: _ViewTraitKey>(carrying key: K.Type) -> ViewNode? {
        var node = self
        while node.traits[ObjectIdentifier(key)] == nil {
            guard node.children.count == 1 else { return nil }
            node = node.children[0]
        }
        return node
    }

    /// `key`'s trait on this view: set on it, or on the one view it wraps.
    func trait<K: _ViewTraitKey>(_ key: K.Type) -> K.Value? {
        node(carrying: key)?.traits[ObjectIdentifier(key)] as? K.Value
    }
}

/// A view's tag, which a picker or a selectable list matches with its selection.
enum TagTrait: _ViewTraitKey {
    typealias Value = AnyHashable
}

/// A view's explicit identity: its `id(_:)`, or its element's id in a `ForEach`, which
/// `ScrollViewProxy.scrollTo` looks for.
enum ExplicitIDTrait: _ViewTraitKey {
    typealias Value = AnyHashable
}

extension ViewNode {
    /// The explicit identity given to this node itself (not to a view it wraps), if any.
    package var explicitID: AnyHashable? { traits[ObjectIdentifier(ExplicitIDTrait.self)] as? AnyHashable }
}

extension Array where Element == ViewNode {
    /// The position of the view tagged `value` (a picker's or a tab view's selection).
    @MainActor func index(tagged value: some Hashable) -> Int? {
        firstIndex { $0.trait(TagTrait.self) == AnyHashable(value) }
    }

    /// The tag of the view at `index` as a `V`, for a selection binding to take.
    @MainActor func tag<V>(at index: Int, as type: V.Type) -> V? {
        self[index].trait(TagTrait.self)?.base as? V
    }
}

extension View {
    /// Tags the view with `tag`: a `Picker` selects it when its selection equals the tag, and a
    /// `TabView` shows it for that selection (Apple: `tag(_:)`).
    ///
    /// ```swift
    /// Picker("Units", selection: $units) {
    ///     Text("Metric").tag(Units.metric)
    ///     Text("Imperial").tag(Units.imperial)
    /// }
    /// ```
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        let box = UncheckedSendable(AnyHashable(tag))
        return TraitWriter(content: self, key: TagTrait.self, value: box.value)
    }
}
