import CCairo
import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// The face, weight and OpenType settings a resolved SwiftUI font draws with (decision D33).
public struct FontSelection: Hashable, Sendable {
    public let family: String
    /// CSS/OpenType weight, 100…900.
    public let weight: Int
    /// Variable-font axes, Pango syntax (`wght=300`): none for the pinned faces, whose weights are
    /// named instances or static faces (D206); for measurements against an exact design.
    public let variations: String?
    /// OpenType features (`tnum` for `.monospacedDigit()`).
    public let features: String?
    /// The size the face is drawn at: the requested point size scaled so that the face's capitals
    /// are as tall as SF Pro's (Inter's are 3% taller, decision D130).
    public let size: CGFloat
    /// Points added after every character: the system tracking and kerning of the resolved font,
    /// plus the face's advance calibration against SF Pro (decision D130).
    public let letterSpacing: CGFloat
    /// Points added after a word space (U+0020) beyond `letterSpacing`: the face's space calibrated
    /// to SF Pro's at this weight (D211).
    public var spaceAdjustment: CGFloat = 0
    /// Whether the face's italic is drawn (Inter's italic, or a slanted face fontconfig makes).
    public var italic = false

    /// SF Pro's designs on the pinned faces. Inter Variable has a named instance at every weight
    /// `Font.Weight` names (100 to 900); Quicksand
    /// has four static faces, so ultraLight/thin/light draw Light, regular Regular, medium and
    /// semibold Medium, bold and heavier Bold; JetBrains Mono's eight faces are matched by fontconfig.
    public init(_ font: ResolvedFont) {
        let weight = min(max(font.weight, 100), 900)
        let face = StandInFace(font.design, weight: weight, pointSize: font.size)
        size = font.size * face.sizeScale
        letterSpacing = font.letterSpacing + face.advanceCorrection(pointSize: font.size)
        spaceAdjustment = face.spaceCorrection * font.size
        features = font.monospacedDigits ? "tnum" : nil
        italic = font.italic
        let faces: String
        switch font.design {
        case .rounded:
            (faces, self.weight) =
                switch weight {
                case ..<350: ("Quicksand Light", 400)
                case ..<450: ("Quicksand", 400)
                case ..<650: ("Quicksand Medium", 400)
                default: ("Quicksand", 700)
                }
            variations = nil
        case .monospaced:
            (faces, self.weight, variations) = ("JetBrains Mono", weight, nil)
        default:
            // Inter, and for Arabic script (which Inter lacks) Noto Sans Arabic, SF Arabic's stand-in.
            // Each weight is Inter Variable's named instance of that weight (fontconfig lists them as faces
            // of their own), not the variable face with `wght` set: cairo 1.16 shares one FreeType face
            // between every variation of a file, so a glyph drawn at one weight after another drew
            // a few levels off at its edges, depending on what the process drew before (D206).
            // A weight between instances (none of `Font.Weight`'s) still takes the axis.
            (faces, self.weight, variations) = ("Inter, Noto Sans Arabic", weight, weight % 100 == 0 ? nil : "wght=\(weight)")
        }
        // Every design falls back to Noto Color Emoji for emoji, Apple Color Emoji's stand-in (D290).
        family = faces + ", Noto Color Emoji"
    }

    /// A face exactly as given (for measurements against the uncalibrated faces).
    init(family: String, weight: Int, variations: String?, features: String?, size: CGFloat, letterSpacing: CGFloat) {
        (self.family, self.weight, self.variations, self.features, self.size, self.letterSpacing) =
            (family, weight, variations, features, size, letterSpacing)
    }

    /// The Material Icons face for symbols.
    init(symbolSize: CGFloat) {
        (family, weight, variations, features, size, letterSpacing) = ("Material Icons", 400, nil, nil, symbolSize, 0)
    }

    /// A new Pango font description (the caller frees it with `pango_font_description_free`).
    func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        // Absolute size in user-space units: points, since the canvas is scaled to points.
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        if let variations { pango_font_description_set_variations(description, variations) }
        if italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        return description
    }
}
