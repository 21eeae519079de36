import CRaster

/// The color step of a frosted backdrop (materials, glass), on premultiplied ARGB32 pixels.
public enum BackdropFilter {
    /// Blurs (`GaussianBlur`'s sigma, in pixels) and then saturates and tints, the color step run on
    /// the reduced image when the blur uses one (it commutes with the bilinear scaling back).
    public static func frost(
        _ pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, sigma: Double,
        saturation: Double, tint: (red: Double, green: Double, blue: Double, alpha: Double)
    ) {
        guard width > 0, height > 0, stride >= width * 4, stride <= Int(Int32.max), height <= Int(Int32.max),
            [sigma, saturation, tint.red, tint.green, tint.blue, tint.alpha].allSatisfy(\.isFinite)
        else { return }
        craster_frost(
            pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride), sigma, saturation,
            min(max(tint.red, 0), 1), min(max(tint.green, 0), 1), min(max(tint.blue, 0), 1), min(max(tint.alpha, 0), 1))
    }

    /// Scales saturation about Rec. 709 luma by `saturation`, then lays the straight-alpha tint
    /// (components 0…1) over the result. Non-finite inputs leave the pixels as they are.
    public static func saturateAndTint(
        _ pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
        saturation: Double, tint: (red: Double, green: Double, blue: Double, alpha: Double)
    ) {
        guard width > 0, height > 0, stride >= width * 4, stride <= Int(Int32.max), height <= Int(Int32.max),
            [saturation, tint.red, tint.green, tint.blue, tint.alpha].allSatisfy(\.isFinite)
        else { return }
        craster_saturate_and_tint(
            pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride),
            saturation, min(max(tint.red, 0), 1), min(max(tint.green, 0), 1), min(max(tint.blue, 0), 1),
            min(max(tint.alpha, 0), 1))
    }
}
