import Foundation

/// `grayscale(_:)`: the view's colors toward their luminance (Rec. 709 weights), by `amount`.
struct GrayscaleEffect: RendererEffect {
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func lowered() -> DrawingPrimitive {
        let (r, g, b) = (0.2126, 0.7152, 0.0722)
        let s = 1 - min(max(amount, 0), 1)
        return .colorMatrix([
            r + s * (1 - r), g * (1 - s), b * (1 - s), 0, 0,
            r * (1 - s), g + s * (1 - g), b * (1 - s), 0, 0,
            r * (1 - s), g * (1 - s), b + s * (1 - b), 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}

extension View {
    /// Adds a grayscale effect to this view (Apple: `grayscale(_:)`).
    ///
    /// ```swift
    /// Image(systemName: "star.fill").foregroundStyle(.yellow).grayscale(isLocked ? 1 : 0)
    /// ```
    ///
    /// - Parameter amount: The intensity of grayscale to apply, from 0 (the view's own colors) to 1
    ///   (its luminance only); values outside that range are clamped.
    /// - Returns: A view that adds a grayscale effect to this view.
    nonisolated public func grayscale(_ amount: Double) -> some View {
        rendererEffect(GrayscaleEffect(amount: amount))
    }
}
