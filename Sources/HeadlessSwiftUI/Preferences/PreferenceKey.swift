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

/// Sets a preference on its content.
struct PreferenceWriter<Content: View, Key: PreferenceKey> {
    let content: Content
    let value: Key.Value

    nonisolated init(content: Content, value: Key.Value) {
        self.content = content
        self.value = value
    }

    var body: Never { bodyError() }
}

extension PreferenceWriter: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let node = context.node(.custom("PreferenceWriter"), children: context.resolve(content, component: "content"))
        node.preferences[ObjectIdentifier(Key.self)] = value
        return [node]
    }
}

extension View {
    /// Sets `key`'s preference to `value` for this view's ancestors to read.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        let box = UncheckedSendable(value)
        return PreferenceWriter<Self, K>(content: self, value: box.value)
    }
}

extension ViewNode {
    /// `key`'s value for this subtree: every value set in it, reduced in tree order; the default
    /// where none is set. A view's own value comes before those of the views inside it.
    package func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var result = K.defaultValue
        var found = false
        for node in preOrder {
            guard let value = node.preferences[ObjectIdentifier(key)] as? K.Value else { continue }
            if found { K.reduce(value: &result) { value } } else { result = value }
            found = true
        }
        return result
    }

    /// Whether any view in this subtree sets `key`.
    package func hasPreference<K: PreferenceKey>(_ key: K.Type) -> Bool {
        preOrder.contains { $0.preferences[ObjectIdentifier(key)] != nil }
    }
}

extension Array where Element == ViewNode {
    /// `key`'s value over several nodes, reduced in order.
    @MainActor package func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var result = K.defaultValue
        var found = false
        for node in self where node.hasPreference(key) {
            let value = node.preference(key)
            if found { K.reduce(value: &result) { value } } else { result = value }
            found = true
        }
        return result
    }
}
