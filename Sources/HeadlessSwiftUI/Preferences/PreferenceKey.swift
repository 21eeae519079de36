/// A value views pass up to their ancestors (Apple: `PreferenceKey`): several views' values
/// combine with `reduce`, in tree order. The navigation title and the toolbar reach their
/// navigation stack this way.
///
/// ```swift
/// struct TotalHeight: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of the preference's value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Self.Value { get }
    /// Combines `value` with the next view's, in tree order.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// Sets a preference on its content, its value made when the content is resolved (a toolbar's
/// items are read from main-actor toolbar content then).
struct PreferenceWriter<Content: View, Key: PreferenceKey> {
    let content: Content
    let value: @MainActor () -> Key.Value

    nonisolated init(content: Content, value: @escaping @MainActor () -> Key.Value) {
        self.content = content
        self.value = value
    }

    var body: Never { bodyError() }
}

extension PreferenceWriter: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let node = context.node(.custom("PreferenceWriter"), children: context.resolve(content, component: "content"))
        node.preferences[ObjectIdentifier(Key.self)] = value()
        return [node]
    }
}

extension View {
    /// Sets `key`'s preference to `value` for this view's ancestors to read.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        let box = UncheckedSendable(value)
        return PreferenceWriter<Self, K>(content: self) { box.value }
    }
}

extension ViewNode {
    /// The values of `key` set in this subtree, in tree order: a view's own before those inside it.
    /// A node that transforms the key passes up one value: its subtree's, reduced and transformed.
    func collectPreference<K: PreferenceKey>(_ key: K.Type, into values: inout [K.Value]) {
        guard let transform = preferenceTransforms[ObjectIdentifier(key)] as? (inout K.Value) -> Void else {
            collectOwnPreference(key, into: &values)
            return
        }
        var inner: [K.Value] = []
        collectOwnPreference(key, into: &inner)
        var value = inner.reduced(K.self)
        transform(&value)
        values.append(value)
    }

    private func collectOwnPreference<K: PreferenceKey>(_ key: K.Type, into values: inout [K.Value]) {
        if let value = preferences[ObjectIdentifier(key)] as? K.Value { values.append(value) }
        for child in children { child.collectPreference(key, into: &values) }
    }
}

extension Array {
    /// These values of `key`, reduced in order; the key's default when there are none.
    func reduced<K: PreferenceKey>(_ key: K.Type) -> K.Value where Element == K.Value {
        guard var result = first else { return K.defaultValue }
        for value in dropFirst() { K.reduce(value: &result) { value } }
        return result
    }
}

extension Array where Element == ViewNode {
    /// `key`'s value over these nodes' subtrees: every value set in them, reduced in tree order;
    /// the default where none is set. One walk of the trees.
    @MainActor package func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var values: [K.Value] = []
        for node in self { node.collectPreference(key, into: &values) }
        return values.reduced(K.self)
    }
}
