extension View {
    /// Changes `key`'s value as it passes up through this view: `callback` gets the value this
    /// view's content set, reduced (the key's default where none is set), and what it leaves is
    /// what ancestors read (Apple: `transformPreference(_:_:)`).
    ///
    /// ```swift
    /// Section { rows }.transformPreference(RowCountKey.self) { count in count = min(count, 99) }
    /// ```
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(PreferenceTransformModifier<K>(callback: UncheckedSendable(callback)))
    }
}

/// Applies a change to the value of a preference passing up through its content.
struct PreferenceTransformModifier<K: PreferenceKey> {
    let callback: UncheckedSendable<(inout K.Value) -> Void>

    nonisolated init(callback: UncheckedSendable<(inout K.Value) -> Void>) {
        self.callback = callback
    }
}

extension PreferenceTransformModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("PreferenceTransformModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let node = context.node(.custom("TransformPreference"), children: content(context))
        node.preferenceTransforms[ObjectIdentifier(K.self)] = callback.value
        return [node]
    }
}
