import CCairo
import Foundation
import HeadlessRuntime
import PlatformFacts

/// Draws a mesh gradient's patches into a rasterised box with Cairo's mesh pattern (Coons patches
/// with a color at each corner, blended bilinearly), over its background color.
enum MeshFill {
    /// Fills the ARGB32 `pixels` of the device box `rect` (`stride` bytes a row) with `patches`,
    /// given in user space, which `userToDevice` maps to the device.
    static func draw(
        _ patches: [DisplayMeshPatch], background: SRGBColor, opacity: Double, into pixels: UnsafeMutableRawPointer,
        rect: (x: Int, y: Int, width: Int, height: Int), stride: Int, userToDevice: cairo_matrix_t
    ) {
        guard
            let surface = cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(rect.width), Int32(rect.height), Int32(stride))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return }
        defer { cairo_destroy(context) }
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha * opacity)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_translate(context, Double(-rect.x), Double(-rect.y))
        var matrix = userToDevice
        cairo_transform(context, &matrix)
        guard let pattern = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(pattern) }
        for patch in patches where patch.corners.count == 4 && patch.colors.count == 4 {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, patch.corners[0].x, patch.corners[0].y)
            for corner in patch.corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, corner.x, corner.y) }
            for (index, color) in patch.colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), color.red, color.green, color.blue, color.alpha * opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        cairo_set_source(context, pattern)
        cairo_paint(context)
        cairo_surface_flush(surface)
    }
}
