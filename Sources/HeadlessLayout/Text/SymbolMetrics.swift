import Foundation
import HeadlessSwiftUI

/// How large an SF Symbol is next to text: the em the stand-in glyph is drawn at and the frame it
/// takes (decision D131).
public enum SymbolMetrics {
    /// The stand-in glyphs (Material Icons) are drawn on a 24-unit grid with a 20-unit live area;
    /// at `emPerPoint` × the font's size their live area is as tall as a medium-scale SF Symbol
    /// (`star.fill` at `.body`, 17 pt: 18 × 17.3 pt of ink on iOS).
    public static let emPerPoint: CGFloat = 1.27
    /// The live area over the em of the stand-in glyphs.
    public static let liveArea: CGFloat = 20.0 / 24.0

    /// Apple: the small scale is about 20% smaller than medium and the large about 30% larger
    /// (`NSImage.SymbolScale.small`, `.large`).
    public static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The em a symbol's glyph is drawn at, for a font of `pointSize`.
    public static func glyphSize(pointSize: CGFloat, scale: Image.Scale) -> CGFloat {
        pointSize * emPerPoint * factor(scale)
    }

    /// The square a symbol takes in layout: its glyph's live area.
    public static func frameSide(pointSize: CGFloat, scale: Image.Scale) -> CGFloat {
        glyphSize(pointSize: pointSize, scale: scale) * liveArea
    }
}
