import Foundation

/// `contrast(_:)`: each color component moved away from (above 1) or toward (below 1) mid grey.
struct ContrastEffect: RendererEffect {
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func lowered() -> DrawingPrimitive {
        let c = amount
        let offset = 0.5 * (1 - c)
        return .colorMatrix([
            c, 0, 0, 0, offset,
            0, c, 0, 0, offset,
            0, 0, c, 0, offset,
            0, 0, 0, 1, 0,
        ])
    }
}

extension View {
    /// Sets the contrast and separation between similar colors in this view (Apple: `contrast(_:)`).
    ///
    /// ```swift
    /// Text("Done").contrast(isDimmed ? 0.5 : 1)
    /// ```
    ///
    /// - Parameter amount: 1 keeps the view's colors, 0 makes every component mid grey, above 1
    ///   separates them further; a negative amount also inverts them.
    /// - Returns: A view that applies color contrast to this view.
    nonisolated public func contrast(_ amount: Double) -> some View {
        rendererEffect(ContrastEffect(amount: amount))
    }
}
