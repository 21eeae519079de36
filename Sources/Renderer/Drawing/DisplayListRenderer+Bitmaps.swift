import CCairo
import Foundation
import HeadlessRuntime

/// Bundle images: a PNG drawn stretched to its item's frame, as a resizable `Image` is.
extension DisplayListRenderer {
    /// Draws the PNG at `path` scaled to `frame`; a file Cairo cannot read draws nothing.
    func drawBitmap(_ path: String, in frame: CGRect, opacity: Double) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        let (width, height) = (Double(cairo_image_surface_get_width(surface)), Double(cairo_image_surface_get_height(surface)))
        guard width > 0, height > 0, frame.width > 0, frame.height > 0 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        // Clipped to the frame, the edge pixels padded outward, so a small image scaled up does not
        // fade at its edges.
        cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(context)
        cairo_translate(context, frame.minX, frame.minY)
        cairo_scale(context, frame.width / width, frame.height / height)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(context, opacity)
    }
}
