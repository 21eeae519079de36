/// The children of a `ViewBuilder` block (Apple: `TupleView`).
public struct TupleView<T> {
    /// The views, as a tuple.
    public var value: T

    /// Several views, as `ViewBuilder` makes them.
    nonisolated public init(_ value: T) {
        self.value = value
    }

    public var body: Never { bodyError() }
}

extension TupleView: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var index = 0
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                nodes += context.resolve(view, component: "\(index)")
            }
            index += 1
        }
        return nodes
    }
}

extension TupleView: View {}
