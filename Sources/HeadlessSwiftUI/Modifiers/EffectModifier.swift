/// A built-in modifier recorded as an effect node around its content.
struct EffectModifier {
    let effect: NodeEffect

    nonisolated init(effect: NodeEffect) {
        self.effect = effect
    }

    func body(content: Content) -> Never { fatalError("EffectModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        [context.node(.effect(effect), children: content(context))]
    }
}

/// A built-in modifier with a decoration behind or in front of its content.
struct DecorationModifier<Decoration: View> {
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool

    nonisolated init(decoration: Decoration, alignment: Alignment, isBackground: Bool) {
        self.decoration = decoration
        self.alignment = alignment
        self.isBackground = isBackground
    }

    func body(content: Content) -> Never { fatalError("DecorationModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let children = content(context)
        let decorations = context.resolve(decoration, component: isBackground ? "background" : "overlay")
        let effect: NodeEffect = .decoration(isBackground: isBackground, alignment: alignment, count: decorations.count)
        return [context.node(.effect(effect), children: children + decorations)]
    }
}

/// Resolves its content under an explicit identity.
struct IdentityModifier<ID: Hashable> {
    let id: ID

    nonisolated init(id: ID) {
        self.id = id
    }

    func body(content: Content) -> Never { fatalError("IdentityModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let identified = context.child("id:\(id)")
        let node = identified.node(.effect(.identity("\(id)")), children: content(identified))
        node.traits[ObjectIdentifier(ExplicitIDTrait.self)] = AnyHashable(id)
        return [node]
    }
}

extension EffectModifier: ViewModifier, _PrimitiveModifier {}

extension DecorationModifier: ViewModifier, _PrimitiveModifier {}

extension IdentityModifier: ViewModifier, _PrimitiveModifier {}
