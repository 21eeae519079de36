import CCairo
import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import PlatformFacts
import Raster

/// Groups: clips, and the offscreen groups whose pixels are blurred, shadowed, warped or color-
/// transformed before they are composited back.
extension DisplayListRenderer {
    // MARK: Groups

    /// Each group's extent in user space: its items' transformed frames, plus room for strokes.
    static func bounds(of items: [DisplayItem]) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        for item in items {
            let box = item.drawnBounds
            for group in item.groups { result[group.identity] = result[group.identity].map { $0.union(box) } ?? box }
        }
        return result
    }

    func begin(_ group: DisplayGroup) {
        cairo_save(context)
        switch group.effect {
        case let .clip(path, evenOdd):
            cairo_new_path(context)
            path.append(to: context)
            cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        case let .shadow(_, radius, offset):
            // Only the group's own extent is composited offscreen (with room for the blur).
            clip(
                to: (groupBounds[group.identity] ?? .zero).insetBy(
                    dx: -3 * radius - abs(offset.width), dy: -3 * radius - abs(offset.height)))
            cairo_push_group(context)
        case let .blur(radius, opaque):
            // An opaque blur stays inside the group's bounds; a transparent one spreads 3σ beyond.
            let bounds = groupBounds[group.identity] ?? .zero
            clip(to: opaque ? bounds.insetBy(dx: 2, dy: 2) : bounds.insetBy(dx: -3 * radius, dy: -3 * radius))
            cairo_push_group(context)
        case .compositingGroup, .masked, .mask, .colorMatrix, .blend:
            clip(to: groupBounds[group.identity] ?? .zero)
            cairo_push_group(context)
        case .projection:
            // The whole canvas: a projection can carry the group anywhere on it.
            cairo_push_group(context)
        }
    }

    func clip(to box: CGRect) {
        cairo_new_path(context)
        cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
        cairo_clip(context)
    }

    func close(_ group: DisplayGroup) {
        defer { cairo_restore(context) }
        if case .clip = group.effect { return }
        let pattern = cairo_pop_group(context)!
        switch group.effect {
        case let .masked(identity):
            maskedContent[identity] = pattern
            return
        case let .mask(identity):
            defer { cairo_pattern_destroy(pattern) }
            guard let content = maskedContent.removeValue(forKey: identity) else { return }
            defer { cairo_pattern_destroy(content) }
            cairo_set_source(context, content)
            cairo_mask(context, pattern)
            return
        default:
            break
        }
        defer { cairo_pattern_destroy(pattern) }
        var surface: OpaquePointer?
        cairo_pattern_get_surface(pattern, &surface)
        if let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            switch group.effect {
            case let .blur(radius, opaque):
                blur(surface, sigma: radius)
                if opaque { renormalize(surface, inside: (groupBounds[group.identity] ?? .zero).insetBy(dx: 2, dy: 2), sigma: radius) }
            case let .shadow(paint, radius, offset): drawShadow(of: surface, paint: paint, radius: radius, offset: offset)
            case let .projection(matrix): project(surface, by: matrix)
            case let .colorMatrix(matrix): ColorMatrixFilter.apply(matrix, to: surface)
            default: break
            }
        }
        cairo_set_source(context, pattern)
        if case let .blend(mode) = group.effect { cairo_set_operator(context, Self.cairoOperator(mode)) }
        cairo_paint(context)
    }

    /// Cairo's operator for a blend mode: the PDF blend modes for the separable and non-separable
    /// ones, Porter-Duff's for the compositing ones, ADD for `plusLighter`. `plusDarker` has no
    /// Cairo operator: it is drawn as `multiply`, which darkens alike without its clipping to black.
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Blurs an offscreen group's pixels in place.
    /// With `alphaOnly`, only the alpha channel is blurred: for pixels whose color channels are all
    /// 0 (a black shadow) the same bytes in a quarter of the work.
    func blur(_ surface: OpaquePointer, sigma: CGFloat, alphaOnly: Bool = false) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        GaussianBlur.apply(
            to: UnsafeMutableRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            sigma: Double(sigma * canvas.scale), alphaOnly: alphaOnly)
        cairo_surface_mark_dirty(surface)
    }

    /// Makes an opaque blur: divides the blurred pixels by how much of the blur kernel fell inside
    /// `bounds` (a normalized convolution), so the edges keep their color and opacity instead of
    /// fading into the transparency around them, as `blur(radius:opaque: true)` draws.
    func renormalize(_ surface: OpaquePointer, inside bounds: CGRect, sigma: CGFloat) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface), sigma > 0 else { return }
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var dx = 0.0
        var dy = 0.0
        cairo_surface_get_device_offset(surface, &dx, &dy)
        let k = Double(canvas.scale)
        let s = Double(sigma) * k
        // Coverage of a box by a Gaussian is separable: the product of two 1D error-function spans.
        func coverage(_ count: Int, _ low: Double, _ high: Double) -> [Double] {
            (0..<count).map { i in
                let center = Double(i) + 0.5
                return 0.5 * (erf((high - center) / (s * 2.0.squareRoot())) - erf((low - center) / (s * 2.0.squareRoot())))
            }
        }
        let xs = coverage(width, Double(bounds.minX) * k + dx, Double(bounds.maxX) * k + dx)
        let ys = coverage(height, Double(bounds.minY) * k + dy, Double(bounds.maxY) * k + dy)
        let pixels = data
        for y in 0..<height where ys[y] > 1e-3 {
            for x in 0..<width where xs[x] > 1e-3 {
                let factor = 1 / (xs[x] * ys[y])
                guard factor > 1.0001 else { continue }
                let base = y * stride + x * 4
                for channel in 0..<4 { pixels[base + channel] = UInt8(min(Double(pixels[base + channel]) * factor, 255).rounded()) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Warps an offscreen group by a homography on screen points, in its own pixels.
    func project(_ surface: OpaquePointer, by matrix: [Double]) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        var dx = 0.0
        var dy = 0.0
        cairo_surface_get_device_offset(surface, &dx, &dy)
        // Surface pixel = screen point × scale + device offset.
        let k = Double(canvas.scale)
        let toPixels = [k, 0, dx, 0, k, dy, 0, 0, 1]
        let toPoints = [1 / k, 0, -dx / k, 0, 1 / k, -dy / k, 0, 0, 1]
        ProjectiveWarp.apply(
            to: UnsafeMutableRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            matrix: ProjectiveWarp.multiply(toPixels, ProjectiveWarp.multiply(matrix, toPoints)))
        cairo_surface_mark_dirty(surface)
    }

    /// The group's silhouette in the shadow color, blurred, drawn under it at the offset.
    func drawShadow(of surface: OpaquePointer, paint: DisplayPaint, radius: CGFloat, offset: CGSize) {
        guard case let .color(red, green, blue, alpha) = paint else { return }
        let (w, h) = (cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
        guard let shadow = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return }
        defer { cairo_surface_destroy(shadow) }
        var dx = 0.0
        var dy = 0.0
        cairo_surface_get_device_offset(surface, &dx, &dy)
        // The silhouette pixel for pixel: the group surface's device offset set aside while masking.
        cairo_surface_set_device_offset(surface, 0, 0)
        let painter = cairo_create(shadow)!
        cairo_set_source_rgba(painter, red, green, blue, alpha)
        cairo_mask_surface(painter, surface, 0, 0)
        cairo_destroy(painter)
        cairo_surface_set_device_offset(surface, dx, dy)
        // A black shadow's silhouette has no color in any pixel: its alpha is all there is to blur.
        blur(shadow, sigma: radius, alphaOnly: red == 0 && green == 0 && blue == 0)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, shadow, -dx + Double(offset.width * canvas.scale), -dy + Double(offset.height * canvas.scale))
        cairo_paint(context)
        cairo_set_matrix(context, &matrix)
    }
}
