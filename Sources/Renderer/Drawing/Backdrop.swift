import CCairo
import Foundation
import PlatformFacts
import Raster

/// Frosted backdrops: what is already drawn under a region of the canvas, blurred, saturated and
/// tinted, for materials (from `MaterialToken`) and Liquid Glass (from `GlassTokens`).
struct Backdrop {
    let canvas: CairoCanvas

    /// A recipe for one frosted look.
    struct Recipe {
        /// Gaussian standard deviation in points (SwiftUI's and Core Animation's blur radius).
        let blurRadius: Double
        let saturation: Double
        let tint: SRGBColor
    }

    /// An image surface with the frosted backdrop of the device pixels `rect` (owned by the
    /// caller: destroy it). The blur reads a margin of three radii around the rect, edge-clamped.
    func frosted(_ rect: (x: Int, y: Int, width: Int, height: Int), recipe: Recipe) -> OpaquePointer? {
        let sigma = recipe.blurRadius * Double(canvas.scale)
        let margin = Int((3 * sigma).rounded(.up))
        let x0 = max(rect.x - margin, 0)
        let y0 = max(rect.y - margin, 0)
        let x1 = min(rect.x + rect.width + margin, canvas.pixelWidth)
        let y1 = min(rect.y + rect.height + margin, canvas.pixelHeight)
        guard x1 > x0, y1 > y0 else { return nil }
        let (w, h) = (x1 - x0, y1 - y0)
        cairo_surface_flush(canvas.surface)
        guard let source = cairo_image_surface_get_data(canvas.surface),
            let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        let sourceStride = Int(cairo_image_surface_get_stride(canvas.surface))
        let stride = Int(cairo_image_surface_get_stride(image))
        for row in 0..<h {
            memcpy(data + row * stride, source + (y0 + row) * sourceStride + x0 * 4, w * 4)
        }
        BackdropFilter.frost(
            UnsafeMutableRawPointer(data), width: w, height: h, stride: stride, sigma: sigma, saturation: recipe.saturation,
            tint: (recipe.tint.red, recipe.tint.green, recipe.tint.blue, recipe.tint.alpha))
        cairo_surface_mark_dirty(image)
        cairo_surface_set_device_offset(image, -Double(x0), -Double(y0))
        return image
    }
}
