import Foundation

/// `grayscale(_:)`: the view's colors toward their luminance (Rec. 709 weights), by `amount`: the
/// saturation matrix at 1 − `amount`.
struct GrayscaleEffect: RendererEffect {
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    /// Grayscale by `amount` is saturation by 1 − `amount`, clamped to 0…1.
    func lowered() -> DrawingPrimitive {
        SaturationEffect(amount: 1 - min(max(amount, 0), 1)).lowered()
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
