import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// How a pinned face stands in for one of SF Pro's designs: drawn at a size that gives it SF Pro's
/// cap height, with its advances calibrated so that words run as wide as SF Pro's (decision D130).
struct StandInFace {
    /// The face's cap height over its em, from its OS/2 table.
    let capHeightRatio: CGFloat
    /// Em per character added to the scaled face's advances so that its words match SF Pro's
    /// widths before tracking (tracking is the resolved font's own).
    let correction: CGFloat

    init(_ design: Font.Design) {
        switch design {
        case .rounded:
            // Quicksand: cap height 700/1000.
            (capHeightRatio, correction) = (700.0 / 1000.0, 0.004)
        case .monospaced:
            // JetBrains Mono: cap height 730/1000, every advance 600/1000; SF Mono's are 1233/2048.
            (capHeightRatio, correction) = (730.0 / 1000.0, 1233.0 / 2048.0 - 0.6 * (SystemFontMetrics.capHeightRatio / 0.73))
        default:
            // Inter 3.19: cap height 2048/2816.
            (capHeightRatio, correction) = (2048.0 / 2816.0, 0.0116)
        }
    }

    /// The factor applied to the point size: SF Pro's cap height over the face's.
    var sizeScale: CGFloat { SystemFontMetrics.capHeightRatio / capHeightRatio }

    /// Points added after every character at `pointSize` for the advance calibration.
    func advanceCorrection(pointSize: CGFloat) -> CGFloat { correction * pointSize }
}
