import Foundation

/// `colorInvert()`: each color component replaced by its complement; alpha kept.
struct ColorInvertEffect: RendererEffect {
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func lowered() -> DrawingPrimitive {
        .colorMatrix([
            -1, 0, 0, 0, 1,
            0, -1, 0, 0, 1,
            0, 0, -1, 0, 1,
            0, 0, 0, 1, 0,
        ])
    }
}

extension View {
    /// Inverts the colors in this view (Apple: `colorInvert()`).
    ///
    /// ```swift
    /// Image(systemName: "moon.fill").colorInvert()
    /// ```
    ///
    /// - Returns: A view that inverts its colors.
    nonisolated public func colorInvert() -> some View {
        rendererEffect(ColorInvertEffect())
    }
}
