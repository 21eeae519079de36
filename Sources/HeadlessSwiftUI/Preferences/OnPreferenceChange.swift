extension View {
    /// Calls `action` with the value of `key` the views inside set, when the view appears and
    /// whenever the value changes (Apple: `onPreferenceChange(_:perform:)`).
    ///
    /// ```swift
    /// ScrollView { Rows().preference(key: RowCountKey.self, value: rows.count) }
    ///     .onPreferenceChange(RowCountKey.self) { count = $0 }
    /// ```
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: UncheckedSendable(action)))
    }
}

/// Reads a preference from the content it wraps and reports it through the runtime's change
/// tracking, as `onChange(of:initial: true)` does for a value: at first, and whenever the content
/// passes up another value, whether its holder or a view inside changed it.
struct PreferenceChangeModifier<K: PreferenceKey> where K.Value: Equatable {
    let action: UncheckedSendable<(K.Value) -> Void>

    nonisolated init(action: UncheckedSendable<(K.Value) -> Void>) {
        self.action = action
    }
}

extension PreferenceChangeModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("PreferenceChangeModifier is primitive") }

    /// The content under a change watcher of its value; both are built again when a view inside
    /// changes, so a change made there is reported too.
    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let action = self.action
        let report: @MainActor (any Equatable, any Equatable) -> Void = { _, new in
            if let new = new as? K.Value { action.value(new) }
        }
        let watcher = context.child("watcher")
        let build = {
            let nodes = content(watcher)
            return [watcher.node(.effect(.onChange(value: nodes.preference(K.self), action: report, initial: true)), children: nodes)]
        }
        return [context.node(.custom("PreferenceChange"), readingPreferences: build)]
    }
}
