import Foundation

/// `colorMultiply(_:)`: each color component, and alpha, multiplied by the given color's, as the
/// color resolves where the modifier stands (its appearance and contrast).
struct ColorMultiplyEffect: RendererEffect {
    var factors: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { factors }
        set { factors = newValue }
    }

    func lowered() -> DrawingPrimitive {
        let (r, g) = (factors.first.first, factors.first.second)
        let (b, a) = (factors.second.first, factors.second.second)
        return .colorMatrix([
            r, 0, 0, 0, 0,
            0, g, 0, 0, 0,
            0, 0, b, 0, 0,
            0, 0, 0, a, 0,
        ])
    }
}

/// Resolves the multiplying color in the environment before it becomes a renderer effect.
struct ColorMultiplyModifier {
    let color: Color

    nonisolated init(color: Color) {
        self.color = color
    }
}

extension ColorMultiplyModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("ColorMultiplyModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let environment = context.environment
        let c = color.components(
            dark: environment.colorScheme == .dark, os: environment._iOSVersion, contrast: environment.colorSchemeContrast)
        let effect = ColorMultiplyEffect(
            factors: AnimatablePair(AnimatablePair(c.red, c.green), AnimatablePair(c.blue, c.opacity)))
        return [context.node(.effect(.renderer(effect)), children: content(context))]
    }
}

extension View {
    /// Multiplies the colors of this view by `color` (Apple: `colorMultiply(_:)`): white leaves
    /// them, black makes them black, a tint colors a white image.
    ///
    /// ```swift
    /// Image("badge").colorMultiply(.orange)
    /// ```
    ///
    /// - Parameter color: The color each component is multiplied by.
    /// - Returns: A view that multiplies its colors by `color`.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorMultiplyModifier(color: color))
    }
}
