import CRaster

/// Gaussian blur of premultiplied ARGB32 pixels in place: three box passes a direction, at half or
/// quarter resolution for large radii (the C fast path in `CRaster`).
public enum GaussianBlur {
    /// Blurs `height` rows of `width` pixels, `stride` bytes apart, with standard deviation `sigma`
    /// in pixels. SwiftUI's `blur(radius:)`, a shadow's radius and CSS's blur radius are all the
    /// Gaussian's standard deviation. A sigma that is not a positive finite number does nothing.
    public static func apply(to pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0, width > 0, height > 0, stride >= width * 4,
              width <= Int(Int32.max) / 4, height <= Int(Int32.max), stride <= Int(Int32.max) else { return }
        craster_gaussian_blur(pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride), sigma)
    }
}
