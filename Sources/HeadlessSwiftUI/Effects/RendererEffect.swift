import Foundation

/// A drawing primitive a renderer effect lowers itself to: what the display list hands the
/// renderer, which knows nothing of the modifier that asked for it.
package enum DrawingPrimitive: Equatable, Sendable {
    /// A 4 × 5 color matrix, row-major, applied to each pixel's straight (unpremultiplied) RGBA
    /// components in 0…1: `R' = m[0] R + m[1] G + m[2] B + m[3] A + m[4]`, and so on for G, B and
    /// A; results are clamped to 0…1.
    case colorMatrix([Double])
    /// The content composited on its own, then blended onto what is behind it.
    case blend(BlendMode)
}

/// A modifier that changes how its content is drawn, never where: SwiftUI's renderer effects
/// (`grayscale`, `brightness`, ...). Each is one type in one file, with its `View` method: it
/// exposes its value as `animatableData`, which the timeline interpolates under an animation, and
/// lowers itself to a drawing primitive. Layout, hit-testing and accessibility pass through it.
package protocol RendererEffect: Animatable, Sendable {
    /// The primitive that draws this effect at its current value.
    func lowered() -> DrawingPrimitive
}

/// Records a renderer effect as an effect node around its content.
struct RendererEffectModifier {
    let effect: any RendererEffect

    nonisolated init(effect: any RendererEffect) {
        self.effect = effect
    }

    func body(content: Content) -> Never { fatalError("RendererEffectModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        [context.node(.effect(.renderer(effect)), children: content(context))]
    }
}

extension RendererEffectModifier: ViewModifier, _PrimitiveModifier {}

extension View {
    /// Wraps this view in a renderer effect: the one way renderer effects join the view graph.
    nonisolated func rendererEffect(_ effect: some RendererEffect) -> some View {
        modifier(RendererEffectModifier(effect: effect))
    }
}
