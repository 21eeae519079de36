import HeadlessLayout
import HeadlessSwiftUI
import Renderer
import Testing

/// The pinned fonts: only the files we name, no system fallback.
struct FontLibraryTests {
    @Test func loadsOnlyThePinnedFamilies() throws {
        // Pango adds its generic aliases (Sans, Serif, Monospace, System-ui), which resolve to these.
        let families = try FontLibrary.shared().families.filter { !["Monospace", "Sans", "Serif", "System-ui"].contains($0) }
        #expect(
            families == [
                "Inter", "JetBrains Mono", "Material Icons", "Noto Color Emoji", "Noto Sans Arabic",
                // Noto Sans CJK's collections hold a face per region, and their monospaced faces (D312).
                "Noto Sans CJK HK", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC",
                "Noto Sans Mono CJK HK", "Noto Sans Mono CJK JP", "Noto Sans Mono CJK KR", "Noto Sans Mono CJK SC",
                "Noto Sans Mono CJK TC", "Quicksand", "Quicksand Light", "Quicksand Medium",
            ])
    }

    @Test func aMissingFontNamesThePackageToInstall() {
        let missing = PinnedFont(path: "/usr/share/fonts/truetype/nowhere/Nope.ttf", package: "fonts-nope")
        #expect(throws: RenderError(input: missing.path, reason: "font file is missing; install the Debian package fonts-nope")) {
            try FontLibrary(fonts: [missing])
        }
    }
}
