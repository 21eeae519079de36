/// A modifier that changes nothing (Apple: `EmptyModifier`): the neutral choice where code picks a
/// modifier at run time.
///
/// ```swift
/// Text("Total").modifier(isHighlighted ? AnyHighlight() : EmptyModifier())  // both erased
/// Text("Total").modifier(EmptyModifier.identity)
/// ```
public struct EmptyModifier: Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// A modifier that changes nothing.
    nonisolated public init() {}
}

extension EmptyModifier: ViewModifier, _PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("EmptyModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        content(context)
    }
}
