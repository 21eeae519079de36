extension View {
    /// Sets `key`'s preference to a value made from an anchor of this view's frame, for an
    /// ancestor to resolve in its own coordinates with `GeometryProxy`'s subscript (Apple:
    /// `anchorPreference(key:value:transform:)`).
    ///
    /// ```swift
    /// Text(tab.title).anchorPreference(key: TabBoundsKey.self, value: .bounds) { [tab.id: $0] }
    /// ```
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: UncheckedSendable(value), write: .set(UncheckedSendable(transform))))
    }

    /// Changes `key`'s value as it passes up through this view, given an anchor of the view's
    /// frame (Apple: `transformAnchorPreference(key:value:transform:)`).
    ///
    /// ```swift
    /// Circle().transformAnchorPreference(key: PinsKey.self, value: .center) { pins, center in pins.append(center) }
    /// ```
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: UncheckedSendable(value), write: .transform(UncheckedSendable(transform))))
    }
}

/// Passes up a preference made from an anchor of its content's frame: its node is the view the
/// anchor belongs to, so the anchor resolves to the frame layout gives that node.
struct AnchorPreferenceModifier<A, K: PreferenceKey> {
    /// How the anchor becomes the preference: a value set, or a change to the value passing up.
    enum Write {
        case set(UncheckedSendable<(Anchor<A>) -> K.Value>)
        case transform(UncheckedSendable<(inout K.Value, Anchor<A>) -> Void>)
    }

    let source: UncheckedSendable<Anchor<A>.Source>
    let write: Write

    nonisolated init(source: UncheckedSendable<Anchor<A>.Source>, write: Write) {
        self.source = source
        self.write = write
    }
}

extension AnchorPreferenceModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("AnchorPreferenceModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let node = context.node(.custom("AnchorPreference"), children: content(context))
        let anchor = Anchor<A>(identity: node.identity, source: source.value)
        switch write {
        case let .set(transform):
            node.preferences[ObjectIdentifier(K.self)] = transform.value(anchor)
        case let .transform(transform):
            node.preferenceTransforms[ObjectIdentifier(K.self)] = { (value: inout K.Value) in transform.value(&value, anchor) }
        }
        return [node]
    }
}
