import Foundation

/// `luminanceToAlpha()`: each pixel becomes black with its luminance as its opacity, the
/// luminance-to-alpha matrix of SVG's `feColorMatrix` (Rec. 709 weights 0.2125, 0.7154, 0.0721):
/// white content turns opaque, black content clear, for use as a mask.
struct LuminanceToAlphaEffect: RendererEffect {
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func lowered() -> DrawingPrimitive {
        .colorMatrix([
            0, 0, 0, 0, 0,
            0, 0, 0, 0, 0,
            0, 0, 0, 0, 0,
            0.2125, 0.7154, 0.0721, 0, 0,
        ])
    }
}

extension View {
    /// Turns this view's luminance into opacity (Apple: `luminanceToAlpha()`): light areas draw
    /// as opaque black, dark areas as clear, which makes a grayscale image a mask.
    ///
    /// ```swift
    /// Image("stencil").luminanceToAlpha()
    /// ```
    ///
    /// - Returns: A view drawn in black with its luminance as its opacity.
    nonisolated public func luminanceToAlpha() -> some View {
        rendererEffect(LuminanceToAlphaEffect())
    }
}
