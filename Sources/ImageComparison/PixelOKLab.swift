import DesignTokens
import Foundation

/// Converts the gallery's pixels (premultiplied BGRA, composited over white) to OKLab, with the
/// same arithmetic as `SRGBColor.okLab` (so the same ΔE_OK to the last bit) but without its
/// per-channel `pow`: the 256 linear values are a table, and recent colors are remembered.
struct PixelOKLab {
    /// sRGB 0…255 to linear light, from `SRGBColor`'s own transfer function.
    private static let linear: [Double] = (0...255).map { SRGBColor(red: Double($0) / 255, green: 0, blue: 0).linearComponents.0 }

    private var keys = [UInt32](repeating: 0, count: 4_096)
    private var values = [OKLab](repeating: OKLab(l: 1, a: 0, b: 0), count: 4_096)
    private var filled = [Bool](repeating: false, count: 4_096)

    /// The OKLab of the pixel whose four bytes (B, G, R, A) read as `word`.
    mutating func lab(_ word: UInt32) -> OKLab {
        let slot = Int((word &* 2_654_435_761) >> 20)
        if filled[slot] && keys[slot] == word { return values[slot] }
        let blue = Int(word & 0xFF)
        let green = Int((word >> 8) & 0xFF)
        let red = Int((word >> 16) & 0xFF)
        let white = 255 - Int(word >> 24)
        let (r, g, b) = (Self.linear[red + white], Self.linear[green + white], Self.linear[blue + white])
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let lab = OKLab(
            l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
        (keys[slot], values[slot], filled[slot]) = (word, lab, true)
        return lab
    }
}
