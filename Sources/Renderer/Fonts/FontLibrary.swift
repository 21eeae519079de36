import CCairo
import Foundation

/// The only fonts the renderer draws with: a private fontconfig configuration holding exactly the
/// pinned files, with no system fonts and so no fallback, behind one Pango font map. A machine with
/// other fonts installed draws the same pixels.
public final class FontLibrary: @unchecked Sendable {
    /// The Pango font map over the private configuration (owned: unreferenced once, in deinit).
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// A context for measuring: no hinting, unrounded glyph positions.
    let context: OpaquePointer
    /// Pango and fontconfig are not thread-safe: every use of this library takes the lock.
    let lock = NSLock()

    /// Loads `fonts`; a missing file is an error naming the package that installs it.
    public init(fonts: [PinnedFont] = PinnedFont.standard) throws(RenderError) {
        for font in fonts where !FileManager.default.isReadableFile(atPath: font.path) {
            throw RenderError(input: font.path, reason: "font file is missing; install the Debian package \(font.package)")
        }
        guard let config = FcConfigCreate() else { throw RenderError(input: "fontconfig", reason: "cannot create a configuration") }
        defer { FcConfigDestroy(config) }
        for font in fonts where FcConfigAppFontAddFile(config, font.path) == 0 {
            throw RenderError(input: font.path, reason: "fontconfig cannot read this font file (package \(font.package))")
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw RenderError(input: "pango", reason: "cannot create a FreeType font map")
        }
        // The font map keeps its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        fontMap = map
        context = pango_font_map_create_context(map)
        Self.configure(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// No hinting, no metric rounding, grayscale antialiasing, fractional glyph positions.
    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// The families the private configuration holds, sorted (for tests and `airfit fonts`).
    public var families: [String] {
        lock.lock()
        defer { lock.unlock() }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        return (0..<Int(count)).compactMap { list?[$0].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) } }.sorted()
    }

    /// The process's shared library over the standard fonts, loaded once.
    public static func shared() throws(RenderError) -> FontLibrary {
        switch sharedResult {
        case let .success(library): return library
        case let .failure(error): throw error
        }
    }

    private static let sharedResult: Result<FontLibrary, RenderError> = Result { () throws(RenderError) in try FontLibrary() }
}
