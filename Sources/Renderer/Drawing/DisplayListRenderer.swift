import CCairo
import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import PlatformFacts
import Raster

/// Draws a display list onto a Cairo canvas, back to front: fills, strokes, text, symbols,
/// materials and glass, with each item's transform and opacity and its groups' shadows, blurs,
/// clips and compositing.
final class DisplayListRenderer {
    let fonts: FontLibrary
    let appearance: Appearance
    let canvas: CairoCanvas
    let cache: RasterCache
    /// The forms Chinese characters take: the device language's (D313).
    let hanLanguage: String
    /// Symbol names drawn as placeholders because no glyph is mapped to them.
    var unknownSymbols: Set<String> = []
    var open: [DisplayGroup] = []
    var groupBounds: [String: CGRect] = [:]
    /// Masked content waiting for its mask, by mask identity (owned patterns).
    var maskedContent: [String: OpaquePointer] = [:]

    init(fonts: FontLibrary, appearance: Appearance, canvas: CairoCanvas, cache: RasterCache, locale: Locale) {
        self.fonts = fonts
        hanLanguage = HanGlyphForms.language(for: locale)
        self.appearance = appearance
        self.canvas = canvas
        self.cache = cache
    }

    var context: OpaquePointer { canvas.context }
    var paints: PaintSource {
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

    // MARK: Items

    func draw(_ item: DisplayItem) {
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
        case let .symbol(name, size, weight, paint, ink):
            drawSymbol(name, size: size, weight: weight, paint: paint, in: frame, ink: ink, opacity: item.opacity)
        case let .bitmap(path):
            drawBitmap(path, in: frame, opacity: item.opacity)
        }
    }

    func fill(_ path: Path, paint: DisplayPaint, opacity: Double) {
        cairo_new_path(context)
        path.append(to: context)
        if case let .material(thickness) = paint {
            let token = MaterialToken.allCases[min(max(thickness, 0), MaterialToken.allCases.count - 1)]
            let recipe = token.recipe(in: appearance)
            frost(
                path, recipe: Backdrop.Recipe(blurRadius: recipe.blurRadius, saturation: recipe.saturation, tint: recipe.tint),
                opacity: opacity)
        } else if case let .backdrop(blurRadius, saturation, tint) = paint {
            frost(path, recipe: Backdrop.Recipe(blurRadius: blurRadius, saturation: saturation, tint: tint), opacity: opacity)
        } else if paints.set(paint, opacity: opacity, box: path.boundingRect) {
            cairo_fill(context)
        }
    }

    /// Fills the current path with the frosted backdrop under it.
    func frost(_ path: Path, recipe: Backdrop.Recipe, opacity: Double) {
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
