import Foundation

/// `hueRotation(_:)`: the view's hues turned by an angle around the luminance axis (the W3C filter
/// effects' hue-rotate matrix).
struct HueRotationEffect: RendererEffect {
    var degrees: Double

    var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }

    func lowered() -> DrawingPrimitive {
        let radians = degrees * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        return .colorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}

extension View {
    /// Applies a hue rotation effect to this view (Apple: `hueRotation(_:)`).
    ///
    /// ```swift
    /// Color.red.frame(width: 40, height: 40).hueRotation(.degrees(120))
    /// ```
    ///
    /// - Parameter angle: The hue rotation angle to apply to the colors in this view.
    /// - Returns: A view that applies a hue rotation effect to this view.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        rendererEffect(HueRotationEffect(degrees: angle.degrees))
    }
}
