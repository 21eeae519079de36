import CRaster

/// Gaussian blur of premultiplied ARGB32 pixels in place (the C fast path in `CRaster`): three
/// extended-box passes a direction with running sums, so the cost does not grow with sigma; edges
/// extend the edge pixel; 16-bit intermediates; above sigma 8 the image is blurred at half
/// resolution, above 24 at quarter resolution, and scaled back bilinearly. Deterministic.
public enum GaussianBlur {
    /// Blurs `height` rows of `width` pixels, `stride` bytes apart, with standard deviation `sigma`
    /// in pixels. A sigma that is not a positive finite number, or a size or stride that does not
    /// describe a buffer (non-positive, `stride < width × 4`, beyond `Int32`), leaves the pixels as
    /// they are.
    ///
    /// With `alphaOnly`, only the alpha channel is blurred, in about a quarter of the work, and the
    /// color channels are left as they are. On pixels whose color channels are all 0, as a black
    /// shadow's silhouette, the result is the full blur's byte for byte (the blur works channel by
    /// channel).
    ///
    /// ```swift
    /// GaussianBlur.apply(to: silhouette, width: 300, height: 200, stride: 1_200, sigma: 20, alphaOnly: true)
    /// ```
    public static func apply(
        to pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, sigma: Double, alphaOnly: Bool = false
    ) {
        guard sigma.isFinite, sigma > 0, width > 0, height > 0, stride >= width * 4,
            width <= Int(Int32.max) / 4, height <= Int(Int32.max), stride <= Int(Int32.max)
        else { return }
        let blur = alphaOnly ? craster_gaussian_blur_alpha : craster_gaussian_blur
        blur(pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride), sigma)
    }

    /// The standard deviation, in pixels, for a blur radius in pixels: the radius itself.
    ///
    /// CSS's `blur(r)` filter and `box-shadow` blur are specified with the radius *being* the
    /// Gaussian's standard deviation (Filter Effects 1: "the standard deviation of the Gaussian
    /// function"), and SwiftUI's `blur(radius:)` and shadow `radius` match it visually, so the
    /// mapping is the identity. (A canvas-style "blur radius" that covers the whole visible
    /// spread would be about 2 or 3 sigma; that is not what SwiftUI or CSS mean.) Negative or
    /// non-finite radii give 0, which `apply` treats as no blur. Multiply by the display scale first:
    /// a 10 pt radius at 3x is a sigma of 30 px.
    public static func sigma(forRadius radius: Double) -> Double {
        radius.isFinite && radius > 0 ? radius : 0
    }
}
