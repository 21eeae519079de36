import Foundation

/// `brightness(_:)`: `amount` added to each of the view's red, green and blue components.
struct BrightnessEffect: RendererEffect {
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func lowered() -> DrawingPrimitive {
        .colorMatrix([
            1, 0, 0, 0, amount,
            0, 1, 0, 0, amount,
            0, 0, 1, 0, amount,
            0, 0, 0, 1, 0,
        ])
    }
}

extension View {
    /// Brightens this view by `amount` (Apple: `brightness(_:)`).
    ///
    /// ```swift
    /// Color.red.frame(width: 60, height: 60).brightness(isHighlighted ? 0.3 : 0)
    /// ```
    ///
    /// - Parameter amount: From 0 (no effect) to 1 (full white brightening); a negative value darkens.
    /// - Returns: A view that brightens this view by `amount`.
    nonisolated public func brightness(_ amount: Double) -> some View {
        rendererEffect(BrightnessEffect(amount: amount))
    }
}
