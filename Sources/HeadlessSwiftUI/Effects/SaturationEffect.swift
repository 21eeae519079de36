import Foundation

/// `saturation(_:)`: the view's colors toward (below 1) or away from (above 1) their luminance,
/// on Rec. 709 weights.
struct SaturationEffect: RendererEffect {
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func lowered() -> DrawingPrimitive {
        let (r, g, b) = (0.2126, 0.7152, 0.0722)
        let s = amount
        return .colorMatrix([
            r + s * (1 - r), g * (1 - s), b * (1 - s), 0, 0,
            r * (1 - s), g + s * (1 - g), b * (1 - s), 0, 0,
            r * (1 - s), g * (1 - s), b + s * (1 - b), 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}

extension View {
    /// Adjusts the color saturation of this view (Apple: `saturation(_:)`).
    ///
    /// ```swift
    /// Image(systemName: "flame.fill").foregroundStyle(.orange).saturation(isResting ? 0.3 : 1)
    /// ```
    ///
    /// - Parameter amount: 1 keeps the view's colors, 0 leaves their luminance only, above 1
    ///   makes them more vivid.
    /// - Returns: A view that adjusts the saturation of this view.
    nonisolated public func saturation(_ amount: Double) -> some View {
        rendererEffect(SaturationEffect(amount: amount))
    }
}
