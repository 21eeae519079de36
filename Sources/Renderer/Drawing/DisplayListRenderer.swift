import CCairo
import DesignTokens
import Foundation
import HeadlessRuntime
@_spi(Runtime) import HeadlessSwiftUI
import Raster

/// Draws a display list onto a Cairo canvas, back to front: fills, strokes, text, symbols,
/// materials and glass, with each item's transform and opacity and its groups' shadows, blurs,
/// clips and compositing.
final class DisplayListRenderer {
    let fonts: FontLibrary
    let appearance: Appearance
    let canvas: CairoCanvas
    let cache: RasterCache
    /// Symbol names drawn as placeholders because no glyph is mapped to them.
    private(set) var unknownSymbols: Set<String> = []
    private var open: [DisplayGroup] = []
    private var groupBounds: [String: CGRect] = [:]
    /// Masked content waiting for its mask, by mask identity (owned patterns).
    private var maskedContent: [String: OpaquePointer] = [:]

    init(fonts: FontLibrary, appearance: Appearance, canvas: CairoCanvas, cache: RasterCache) {
        self.fonts = fonts
        self.appearance = appearance
        self.canvas = canvas
        self.cache = cache
    }

    private var context: OpaquePointer { canvas.context }
    private var paints: PaintSource {
        PaintSource(context: context, canvasWidth: canvas.pixelWidth, canvasHeight: canvas.pixelHeight, cache: cache)
    }

    /// Fills the canvas with `background`, then draws `items`.
    func draw(_ items: [DisplayItem], background: SRGBColor) {
        cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
        cairo_paint(context)
        groupBounds = Self.bounds(of: items)
        for item in items {
            let shared = zip(open, item.groups).prefix { $0.identity == $1.identity }.count
            while open.count > shared { close(open.removeLast()) }
            for group in item.groups.dropFirst(shared) {
                begin(group)
                open.append(group)
            }
            draw(item)
        }
        while let group = open.popLast() { close(group) }
        // Content whose mask drew nothing shows nothing.
        for pattern in maskedContent.values { cairo_pattern_destroy(pattern) }
        maskedContent = [:]
    }

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

    private func begin(_ group: DisplayGroup) {
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
        case .compositingGroup, .masked, .mask, .colorMatrix:
            clip(to: groupBounds[group.identity] ?? .zero)
            cairo_push_group(context)
        case .projection:
            // The whole canvas: a projection can carry the group anywhere on it.
            cairo_push_group(context)
        }
    }

    private func clip(to box: CGRect) {
        cairo_new_path(context)
        cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
        cairo_clip(context)
    }

    private func close(_ group: DisplayGroup) {
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
        cairo_paint(context)
    }

    /// Blurs an offscreen group's pixels in place.
    private func blur(_ surface: OpaquePointer, sigma: CGFloat) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        GaussianBlur.apply(
            to: UnsafeMutableRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            sigma: Double(sigma * canvas.scale))
        cairo_surface_mark_dirty(surface)
    }

    /// Makes an opaque blur: divides the blurred pixels by how much of the blur kernel fell inside
    /// `bounds` (a normalized convolution), so the edges keep their color and opacity instead of
    /// fading into the transparency around them, as `blur(radius:opaque: true)` draws.
    private func renormalize(_ surface: OpaquePointer, inside bounds: CGRect, sigma: CGFloat) {
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
    private func project(_ surface: OpaquePointer, by matrix: [Double]) {
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
    private func drawShadow(of surface: OpaquePointer, paint: DisplayPaint, radius: CGFloat, offset: CGSize) {
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
        blur(shadow, sigma: radius)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, shadow, -dx + Double(offset.width * canvas.scale), -dy + Double(offset.height * canvas.scale))
        cairo_paint(context)
        cairo_set_matrix(context, &matrix)
    }

    // MARK: Items

    private func draw(_ item: DisplayItem) {
        let t = item.transform
        guard item.opacity > 0, abs(t.determinant) > 1e-12 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        let frame = item.frame
        // Everything above the item, composed about each effect's own anchor.
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(context, &matrix)
        switch item.content {
        case let .fill(paint):
            fill(Path(frame), paint: paint, opacity: item.opacity)
        case let .shape(path, paint, nil):
            fill(path, paint: paint, opacity: item.opacity)
        case let .shape(path, paint, stroke?):
            cairo_new_path(context)
            path.append(to: context)
            stroke.apply(to: context)
            if paints.set(paint, opacity: item.opacity, box: path.boundingRect.insetBy(dx: -stroke.lineWidth, dy: -stroke.lineWidth)) {
                cairo_stroke(context)
            }
        case let .text(text):
            draw(text, in: frame, opacity: item.opacity)
        case let .symbol(name, size, weight, paint):
            drawSymbol(name, size: size, weight: weight, paint: paint, in: frame, opacity: item.opacity)
        case let .glass(path, clear, tint):
            drawGlass(path, clear: clear, tint: tint, opacity: item.opacity)
        }
    }

    private func fill(_ path: Path, paint: DisplayPaint, opacity: Double) {
        cairo_new_path(context)
        path.append(to: context)
        if case let .material(thickness) = paint {
            let token = MaterialToken.allCases[min(max(thickness, 0), MaterialToken.allCases.count - 1)]
            let recipe = token.recipe(in: appearance)
            frost(
                path, recipe: Backdrop.Recipe(blurRadius: recipe.blurRadius, saturation: recipe.saturation, tint: recipe.tint),
                opacity: opacity)
        } else if paints.set(paint, opacity: opacity, box: path.boundingRect) {
            cairo_fill(context)
        }
    }

    /// Fills the current path with the frosted backdrop under it.
    private func frost(_ path: Path, recipe: Backdrop.Recipe, opacity: Double) {
        guard let rect = paints.deviceRect(path.boundingRect),
            let image = Backdrop(canvas: canvas).frosted(rect, recipe: recipe)
        else { return }
        defer { cairo_surface_destroy(image) }
        cairo_save(context)
        cairo_clip(context)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, image, 0, 0)
        cairo_paint_with_alpha(context, opacity)
        cairo_set_matrix(context, &matrix)
        cairo_restore(context)
    }

    /// Liquid Glass: the ultraThin material's frosting (clear glass: a light 4 pt blur), the
    /// caller's tint at 25%, 004's highlight from the top and its gradient border (decision D34).
    private func drawGlass(_ path: Path, clear: Bool, tint: DisplayPaint?, opacity: Double) {
        let thin = MaterialToken.ultraThin.recipe(in: appearance)
        let recipe =
            clear
            ? Backdrop.Recipe(blurRadius: 4, saturation: 1.2, tint: thin.tint.opacity(0.1))
            : Backdrop.Recipe(blurRadius: thin.blurRadius, saturation: thin.saturation, tint: thin.tint)
        cairo_new_path(context)
        path.append(to: context)
        frost(path, recipe: recipe, opacity: opacity)
        let box = path.boundingRect
        if let tint {
            cairo_new_path(context)
            path.append(to: context)
            if paints.set(tint, opacity: opacity * 0.25, box: box) { cairo_fill(context) }
        }
        let stops = displayStops(LiquidStyle.highlight)
        cairo_new_path(context)
        path.append(to: context)
        if paints.set(
            .linearGradient(stops: stops, start: CGPoint(x: box.midX, y: box.minY), end: CGPoint(x: box.midX, y: box.midY)),
            opacity: opacity, box: box)
        {
            cairo_fill(context)
        }
        let borderStops = displayStops(LiquidStyle.border)
        cairo_new_path(context)
        path.append(to: context)
        cairo_set_line_width(context, LiquidStyle.borderWidth)
        if paints.set(
            .linearGradient(stops: borderStops, start: CGPoint(x: box.midX, y: box.minY), end: CGPoint(x: box.midX, y: box.maxY)),
            opacity: opacity, box: box.insetBy(dx: -1, dy: -1))
        {
            cairo_stroke(context)
        }
    }

    /// A token gradient's stops in this render's appearance.
    private func displayStops(_ spec: GradientSpec) -> [DisplayStop] {
        spec.stops.map { stop in
            let color = stop.color.resolved(in: appearance)
            return DisplayStop(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha, location: stop.location)
        }
    }

    // MARK: Text

    private func draw(_ text: DisplayText, in frame: CGRect, opacity: Double) {
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        let layout = TextLayout(text.string, selection: FontSelection(text.font), maxWidth: frame.width, in: fonts.context)
        var lines = layout.lines
        if let limit = text.lineLimit, limit > 0, lines.count > limit { lines = Array(lines.prefix(limit)) }
        guard paints.set(text.paint, opacity: opacity, box: frame.insetBy(dx: -text.font.size, dy: -text.font.size / 2)) else { return }
        for (index, line) in lines.enumerated() {
            let slack = frame.width - line.width
            let x = frame.minX + (text.alignment == .center ? slack / 2 : text.alignment == .trailing ? slack : 0)
            // Baselines sit where SF Pro's do: its ascender below the top, then a leading apart.
            let baseline = frame.minY + text.font.ascent + CGFloat(index) * text.font.lineHeight
            cairo_move_to(context, x, baseline)
            pango_cairo_show_layout_line(context, line.pointer)
        }
    }

    private func drawSymbol(_ name: String, size: CGFloat, weight: Int, paint: DisplayPaint, in frame: CGRect, opacity: Double) {
        guard let ligature = SymbolGlyphs.ligature(for: name) else {
            unknownSymbols.insert(name)
            // A visible placeholder: a magenta box with a cross.
            let box = CGRect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size)
            cairo_set_source_rgba(context, 1, 0, 1, opacity)
            cairo_set_line_width(context, max(size / 12, 1))
            cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
            cairo_move_to(context, box.minX, box.minY)
            cairo_line_to(context, box.maxX, box.maxY)
            cairo_move_to(context, box.maxX, box.minY)
            cairo_line_to(context, box.minX, box.maxY)
            cairo_stroke(context)
            return
        }
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        let layout = TextLayout(ligature, selection: FontSelection(symbolSize: size), maxWidth: nil, in: fonts.context)
        guard let line = layout.lines.first, paints.set(paint, opacity: opacity, box: frame.insetBy(dx: -size, dy: -size)) else { return }
        cairo_move_to(context, frame.midX - line.width / 2, frame.midY - (line.ascent + line.descent) / 2 + line.ascent)
        pango_cairo_show_layout_line(context, line.pointer)
    }
}

extension DisplayItem {
    /// The user-space box the item covers once offset and scaled, with room for strokes.
    var drawnBounds: CGRect {
        var box = frame
        if case let .shape(path, _, stroke) = content {
            box = path.boundingRect.insetBy(dx: -(stroke?.lineWidth ?? 0), dy: -(stroke?.lineWidth ?? 0))
        }
        return transform.boundingBox(of: box).insetBy(dx: -2, dy: -2)
    }
}
