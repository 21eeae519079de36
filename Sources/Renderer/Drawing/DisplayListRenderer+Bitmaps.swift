import CCairo
import CJPEGCodec
import Foundation
import HeadlessRuntime
import HeadlessSwiftUI

/// Bundle images: a PNG or JPEG drawn stretched to its item's frame, as a resizable `Image` is.
extension DisplayListRenderer {
    /// Draws the PNG or JPEG at `path` scaled to `frame`; a file that cannot be read draws nothing.
    func drawBitmap(_ path: String, in frame: CGRect, opacity: Double) {
        // A frame without area shows nothing, and scaling to it would leave the context's matrix
        // singular, so nothing after it would draw; the file is not decoded for it either.
        guard frame.width > 0, frame.height > 0, let surface = Self.bitmapSurface(path) else { return }
        defer { cairo_surface_destroy(surface) }
        // libpng and libjpeg reject an image 0 px wide or high (PNG's IHDR, T.81's frame header),
        // so a surface that read successfully has pixels to scale.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        let (width, height) = (Double(cairo_image_surface_get_width(surface)), Double(cairo_image_surface_get_height(surface)))
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

    /// The most pixels a JPEG may decode to: 64 megapixels, 256 MB of BGRA, beyond any photo an
    /// asset catalog ships (a 48-megapixel camera's full frame fits).
    static let jpegPixelLimit = 64_000_000

    /// A Cairo surface of the image at `path`: libjpeg-turbo's pixels for a `.jpg` or `.jpeg`, Cairo's
    /// PNG reader otherwise; nil when it cannot be read.
    static func bitmapSurface(_ path: String) -> OpaquePointer? {
        guard ImageLookup.isJPEG(path) else { return cairo_image_surface_create_from_png(path) }
        var pixels: UnsafeMutablePointer<UInt8>?
        var (width, height): (Int32, Int32) = (0, 0)
        guard cjpegc_decode_file(path, jpegPixelLimit, &pixels, &width, &height) == 1, let pixels else { return nil }
        defer { free(pixels) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            return surface
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = Int(width) * 4
        for row in 0..<Int(height) {
            (data + row * stride).update(from: pixels + row * rowBytes, count: rowBytes)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
