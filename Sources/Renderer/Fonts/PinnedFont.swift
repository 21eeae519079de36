/// A font file the renderer loads, and the Debian package that installs it.
public struct PinnedFont: Hashable, Sendable {
    public let path: String
    public let package: String

    public init(path: String, package: String) {
        self.path = path
        self.package = package
    }

    /// The faces SF Pro's designs map to (decision D33): Inter Variable for `.default` (and
    /// `.serif`, which we do not ship), Quicksand for `.rounded`, JetBrains Mono for
    /// `.monospaced`, Google's Material Icons for SF Symbols, and Noto Color Emoji for emoji.
    public static let standard: [PinnedFont] =
        [
            PinnedFont(path: "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf", package: "fonts-inter-variable"),
            PinnedFont(path: "/usr/share/fonts/truetype/inter-vf/Inter-italic.var.ttf", package: "fonts-inter-variable"),
            // Arabic script, the stand-in for SF Arabic (D171): Pango falls back to it for what Inter lacks.
            PinnedFont(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", package: "fonts-noto-core"),
            PinnedFont(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf", package: "fonts-noto-core"),
            // Chinese, Japanese and Korean, the stand-in for PingFang, Hiragino and Apple SD Gothic Neo
            // (D312): Pango falls back to it for the scripts the text faces lack.
            PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
            PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
            // Emoji, the stand-in for Apple Color Emoji (D290): Pango falls back to it for what the text faces lack.
            PinnedFont(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
        ]
        + ["Light", "Regular", "Medium", "Bold"].map {
            PinnedFont(path: "/usr/share/fonts/truetype/quicksand/Quicksand-\($0).ttf", package: "fonts-quicksand")
        }
        + ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold"].map {
            PinnedFont(path: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-\($0).ttf", package: "fonts-jetbrains-mono")
        } + [
            PinnedFont(
                path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
                package: "fonts-material-design-icons-iconfont")
        ]
}
