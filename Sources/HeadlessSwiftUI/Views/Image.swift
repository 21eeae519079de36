/// An image (Apple: `Image`); the headless layer draws SF Symbols by name.
public struct Image: Equatable, Sendable {
    package let systemName: String

    /// An SF Symbol by name, drawn with a stand-in glyph (docs/fidelity.md lists which).
    nonisolated public init(systemName: String) {
        self.systemName = systemName
    }
}

extension Image: View {
    public var body: Never { bodyError() }
}

extension Image: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.image(systemName: systemName))]
    }
}
