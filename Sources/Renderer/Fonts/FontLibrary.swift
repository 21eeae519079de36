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
        guard FcConfigParseAndLoadFromMemory(config, Self.bitmapScaling, 1) != 0 else {
            throw RenderError(input: "fontconfig", reason: "cannot load the bitmap scaling rule")
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

    /// fontconfig's own rule for bitmap faces (Debian's `10-scale-bitmap-fonts.conf`, the parts a
    /// color bitmap face takes): the strike is scaled to the size asked for. The private
    /// configuration has no rules of its own, so without it an emoji drew at its 136 px strike,
    /// several times its text's size (D290).
    static let bitmapScaling = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name> <double>0</double>
                  <double>0</double> <name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

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
