import Foundation
import HeadlessSwiftUI

/// How large an SF Symbol is next to text: the box it takes in layout, where its ink sits in that
/// box, and the em its stand-in glyph is drawn at (decisions D131, D231).
///
/// Each symbol the renderer draws has SF Symbols' own metrics (`measuredSource`): its advance, its
/// leading bearing and its ink box, for the Ultralight, Regular and Black masters, interpolated for
/// the weights between. A symbol's frame is its advance wide and its ink tall with `imageMargin`
/// above and below, as a symbol image's is on iOS; its ink sits at its leading bearing.
///
/// ```swift
/// let star = SymbolMetrics.box(for: "star.fill", pointSize: 17, weight: 400, scale: .medium)
/// // star?.size ≈ 20.72 × 20.01 pt; star?.ink ≈ 17.74 × 16.88 pt, 1.49 pt from the leading edge
/// ```
public enum SymbolMetrics {
    /// The stand-in glyphs (Material Icons) are drawn on a 24-unit grid with a 20-unit live area;
    /// at `emPerPoint` × the font's size their live area is as tall as a medium-scale SF Symbol
    /// (`star.fill` at `.body`, 17 pt: 18 × 17.3 pt of ink on iOS). Used where a symbol has no
    /// measured metrics, and for resizable symbols.
    public static let emPerPoint: CGFloat = 1.27
    /// The live area over the em of the stand-in glyphs.
    public static let liveArea: CGFloat = 20.0 / 24.0
    /// A medium-scale symbol's ink over a small-scale one's: 1.2 (the median is 1.1995 over the 344
    /// symbols both of D231's sources hold, SF Symbols 5's small-scale templates and SF Symbols 1.1's
    /// medium-scale font glyphs, widths and heights alike).
    public static let mediumOverSmall: CGFloat = 1.2

    /// How far a symbol image's frame reaches past its ink, above and below, per point of its font:
    /// 0.091 (D293). A `UIImage` of `chevron.compact.down` at 64 pt, light, medium scale, measured on
    /// an iOS device (Apple Developer Forums, thread 716773), is 25.67 pt tall on the 3x grid around
    /// 13.90 pt of the ink SF Symbols' template puts there: at least 0.0905. Hymns-iOS's iOS 18.2
    /// references allow at most 0.0915: a `chevron.left` at 17 pt padded 16 pt is 49 pt tall on the
    /// 2x grid. `tray` at 48 pt (4.4 pt above its ink, RSSReader's references) and `xmark` at 16 pt
    /// (1.5 pt) agree.
    public static let imageMargin: CGFloat = 0.091

    /// A symbol's scale relative to medium. Small is measured (1 / 1.2, D231); large is Apple's
    /// "approximately 30% larger" (`NSImage.SymbolScale.large`).
    public static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 1 / mediumOverSmall
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The em a symbol's stand-in glyph is drawn at, for a font of `pointSize`, where the symbol has
    /// no measured metrics.
    public static func glyphSize(pointSize: CGFloat, scale: Image.Scale) -> CGFloat {
        pointSize * emPerPoint * factor(scale)
    }

    /// The square a symbol without measured metrics takes in layout: its glyph's live area.
    public static func frameSide(pointSize: CGFloat, scale: Image.Scale) -> CGFloat {
        glyphSize(pointSize: pointSize, scale: scale) * liveArea
    }

    /// Where a symbol lies: the size of the frame it takes and its ink within that frame.
    public struct Box: Equatable, Sendable {
        /// The frame's size.
        public var size: CGSize
        /// The ink's rectangle, relative to the frame's origin.
        public var ink: CGRect
    }

    /// The box of the symbol `name` next to a font of `pointSize` and numeric `weight` (100–900) at
    /// `scale`, or nil where the symbol has no measured metrics.
    public static func box(for name: String, pointSize: CGFloat, weight: Int, scale: Image.Scale) -> Box? {
        guard let masters = measured[name] else { return nil }
        let metrics = Master.interpolate(masters, weight: weight)
        let unit = pointSize / 100 * mediumOverSmall * factor(scale)
        // Scales grow about the middle of the cap height, where SF Symbols centres a symbol on text
        // (the templates' cap line is SF Pro's, 70.459 at 100 pt): ink heights up from the baseline.
        let capMiddle = SystemFontMetrics.capHeightRatio / 2
        let inkTop = pointSize * capMiddle + (metrics.inkTop - 100 * capMiddle) * unit
        let inkBottom = pointSize * capMiddle + (metrics.inkBottom - 100 * capMiddle) * unit
        // The box is the glyph's advance wide and hugs the ink vertically, `imageMargin` above and
        // below (D293): the font's line is only the image's alignment rectangle in UIKit.
        let margin = pointSize * imageMargin
        let ink = CGRect(x: metrics.leadingBearing * unit, y: margin, width: metrics.inkWidth * unit, height: inkTop - inkBottom)
        return Box(size: CGSize(width: metrics.advance * unit, height: ink.height + 2 * margin), ink: ink)
    }

    /// The names with measured metrics.
    public static var measuredNames: Set<String> { Set(measured.keys) }

    /// One master's metrics at the small scale and 100 pt.
    struct Master: Equatable, Sendable {
        var advance, leadingBearing, inkWidth, inkTop, inkBottom: CGFloat

        init(_ values: ArraySlice<CGFloat>) {
            let values = Array(values)
            (advance, leadingBearing, inkWidth, inkTop, inkBottom) = (values[0], values[1], values[2], values[3], values[4])
        }

        /// SF Symbols draws the weights between its three masters by interpolation: linearly in the
        /// numeric weight here, Ultralight (100) to Regular (400) to Black (900).
        static func interpolate(_ masters: [Master], weight: Int) -> Master {
            let weight = CGFloat(min(max(weight, 100), 900))
            let (from, to, t) =
                weight <= 400 ? (masters[0], masters[1], (weight - 100) / 300) : (masters[1], masters[2], (weight - 400) / 500)
            func mix(_ key: KeyPath<Master, CGFloat>) -> CGFloat { from[keyPath: key] + (to[keyPath: key] - from[keyPath: key]) * t }
            return Master([mix(\.advance), mix(\.leadingBearing), mix(\.inkWidth), mix(\.inkTop), mix(\.inkBottom)][...])
        }
    }

    /// `measuredSource` read once: name → the Ultralight, Regular and Black masters.
    static let measured: [String: [Master]] = {
        var table: [String: [Master]] = [:]
        for line in measuredSource.split(separator: "\n") {
            let fields = line.split(separator: " ")
            let values = fields.dropFirst(2).compactMap { Double($0) }.map { CGFloat($0) }
            guard fields.count == 17, values.count == 15 else { preconditionFailure("bad symbol metrics line: \(line)") }
            table[String(fields[0])] = [Master(values[0..<5]), Master(values[5..<10]), Master(values[10..<15])]
        }
        return table
    }()
}
