/// A key of a value a view passes to the container it is in (Apple: `ContainerValueKey`).
public protocol ContainerValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view passes to the container it is in (Apple: `ContainerValues`): set with
/// `containerValue(_:_:)`, read from a `Subview`'s `containerValues`. Declare one with `@Entry`.
///
/// ```swift
/// extension ContainerValues {
///     @Entry var isHighlighted: Bool = false
/// }
/// // A card sets it, the container reads it:
/// Text("PR").containerValue(\.isHighlighted, true)
/// ForEach(subviews: content) { subview in
///     subview.padding().background(subview.containerValues.isHighlighted ? .yellow : .clear)
/// }
/// ```
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]
    /// The view's tag, read by `tag(for:)` and `hasTag(_:)`.
    var tagValue: AnyHashable?

    init() {}

    /// The value of `key`: what the view set, or the key's default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag when it is a `V`.
    public func tag<V: Hashable>(for type: V.Type) -> V? { tagValue?.base as? V }

    /// Whether the view's tag is `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool { tagValue == AnyHashable(tag) }
}

/// The container values a view set.
enum ContainerValuesTrait: _ViewTraitKey {
    typealias Value = ContainerValues
}

extension View {
    /// Passes `value` at `keyPath` to the container this view is in (Apple:
    /// `containerValue(_:_:)`).
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        ContainerValueWriter(content: self, write: UncheckedSendable { $0[keyPath: keyPath] = value })
    }
}

/// Sets a container value on the views of its content.
struct ContainerValueWriter<Content: View> {
    let content: Content
    let write: UncheckedSendable<(inout ContainerValues) -> Void>

    nonisolated init(content: Content, write: UncheckedSendable<(inout ContainerValues) -> Void>) {
        self.content = content
        self.write = write
    }

    var body: Never { bodyError() }
}

extension ContainerValueWriter: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: "content")
        for node in nodes {
            var values = node.traits[ObjectIdentifier(ContainerValuesTrait.self)] as? ContainerValues ?? ContainerValues()
            write.value(&values)
            node.traits[ObjectIdentifier(ContainerValuesTrait.self)] = values
        }
        return nodes
    }
}
