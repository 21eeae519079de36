import CCairo
import Foundation

/// A 4 × 5 color matrix on an offscreen group's pixels, in place: the renderer's side of the
/// `colorMatrix` drawing primitive (`grayscale`, `brightness`). Cairo's pixels are premultiplied
/// ARGB32; each is unpremultiplied, transformed on its sRGB-encoded components, clamped and
/// premultiplied again.
enum ColorMatrixFilter {
    static func apply(_ m: [Double], to surface: OpaquePointer) {
        guard m.count == 20 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let raw = UnsafeMutableRawPointer(data)
        for y in 0..<height {
            let row = (raw + y * stride).bindMemory(to: UInt32.self, capacity: width)
            for x in 0..<width {
                row[x] = transformed(row[x], by: m)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One premultiplied ARGB32 pixel through the matrix.
    static func transformed(_ pixel: UInt32, by m: [Double]) -> UInt32 {
        let alpha = Double(pixel >> 24) / 255
        let straight = alpha > 0 ? 1 / (alpha * 255) : 0
        let r = Double((pixel >> 16) & 0xFF) * straight
        let g = Double((pixel >> 8) & 0xFF) * straight
        let b = Double(pixel & 0xFF) * straight
        func row(_ i: Int) -> Double {
            min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * alpha + m[i + 4], 0), 1)
        }
        let a2 = row(15)
        func byte(_ value: Double) -> UInt32 { UInt32((value * a2 * 255).rounded()) }
        return UInt32((a2 * 255).rounded()) << 24 | byte(row(0)) << 16 | byte(row(5)) << 8 | byte(row(10))
    }
}
