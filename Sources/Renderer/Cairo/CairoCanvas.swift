import CCairo
import Foundation

/// An ARGB32 Cairo image surface and its drawing context, scaled so one unit is one point
/// (owned: both destroyed once, in deinit).
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: CGFloat

    /// The largest side in pixels a canvas may have (Cairo's own limit is 32767).
    static let maximumSide = 16_384

    init(width: CGFloat, height: CGFloat, scale: CGFloat) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw RenderError(input: "scale \(scale)", reason: "must be a finite number between 0 and 8")
        }
        let w = (width * scale).rounded()
        let h = (height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= CGFloat(Self.maximumSide), h <= CGFloat(Self.maximumSide) else {
            throw RenderError(
                input: "size \(width)×\(height) at \(scale)x", reason: "must be between 1 and \(Self.maximumSide) pixels a side")
        }
        pixelWidth = Int(w)
        pixelHeight = Int(h)
        self.scale = scale
        let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        guard cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(created)
            throw RenderError(input: "size \(pixelWidth)×\(pixelHeight) px", reason: "Cairo could not allocate the surface")
        }
        surface = created
        context = cairo_create(created)
        cairo_scale(context, Double(scale), Double(scale))
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The pixels: premultiplied BGRA rows, tightly packed (Cairo's ARGB32 on little-endian).
    func pixels() -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        // Every byte is copied over, so the array is not zeroed first (a 3x screen is 12 MB).
        let rowBytes = pixelWidth * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * pixelHeight) { target, count in
            for row in 0..<pixelHeight {
                memcpy(target.baseAddress! + row * rowBytes, data + row * stride, rowBytes)
            }
            count = rowBytes * pixelHeight
        }
        return bytes
    }
}
