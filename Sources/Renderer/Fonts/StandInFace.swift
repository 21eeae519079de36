import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// How a pinned face stands in for one of SF Pro's designs: drawn at a size that gives it SF Pro's
/// cap height, with its advances calibrated so that words run as wide as SF Pro's (decisions D130,
/// D211).
struct StandInFace {
    /// The face's cap height over its em, from its OS/2 table.
    let capHeightRatio: CGFloat
    /// Em per character added to the scaled face's advances so that its words match SF Pro's
    /// widths before tracking (tracking is the resolved font's own).
    let correction: CGFloat
    /// Em added to each word space beyond `correction`, so that the gaps between words match
    /// SF Pro's at the face's weight.
    let spaceCorrection: CGFloat

    /// SF Pro's optical size moves from Text to Display between 17 and 28 pt: since iOS 14 it is one
    /// variable font whose spacing "varies smoothly between 17 and 28 points" rather than switching
    /// at 20 pt (WWDC20 "The details of UI typography"). The stand-in's calibration moves with it,
    /// linearly in the point size (D316).
    static let textSize: CGFloat = 17
    static let displaySize: CGFloat = 28

    /// How far `pointSize` is from SF Pro's Text optical size (0) to its Display one (1).
    static func displayFraction(_ pointSize: CGFloat) -> CGFloat {
        min(max((pointSize - textSize) / (displaySize - textSize), 0), 1)
    }

    /// A calibration at `pointSize`: its `text` value up to 17 pt, its `display` value from 28 pt,
    /// in a straight line between.
    static func atOpticalSize(_ pointSize: CGFloat, text: CGFloat, display: CGFloat) -> CGFloat {
        text + (display - text) * displayFraction(pointSize)
    }

    init(_ design: Font.Design, weight: Int = 400, pointSize: CGFloat = 17) {
        switch design {
        case .rounded:
            // Quicksand: cap height 700/1000.
            (capHeightRatio, correction, spaceCorrection) = (700.0 / 1000.0, 0.004, 0)
        case .monospaced:
            // JetBrains Mono: cap height 730/1000, every advance 600/1000; SF Mono's are 1233/2048.
            (capHeightRatio, correction, spaceCorrection) =
                (730.0 / 1000.0, 1233.0 / 2048.0 - 0.6 * (SystemFontMetrics.capHeightRatio / 0.73), 0)
        default:
            // Inter 3.19: cap height 2048/2816.
            capHeightRatio = 2048.0 / 2816.0
            correction = Self.atOpticalSize(pointSize, text: Self.textCorrection, display: Self.displayCorrection(weight: weight))
            spaceCorrection = Self.atOpticalSize(
                pointSize, text: Self.textSpaceCorrection(weight: weight), display: Self.displaySpaceCorrection(weight: weight))
        }
    }

    /// Inter's correction at SF Pro Text's sizes (17 pt and under), every weight.
    static let textCorrection: CGFloat = 0.0116

    /// Inter's correction at SF Pro Display's sizes (28 pt and up), by weight: −0.0355 em at regular and
    /// −0.0326 em at bold, linear between and held beyond. Regular is fitted on two phrases set in
    /// `.body` at the first accessibility size (28 pt) in Hymns-iOS's iOS 18.1 references (D316):
    /// "And we have the prophetic word" (`ScriptureSongView`, two lines of 197.5 and 177.0 pt of ink)
    /// and "His Worship (5)" (`SubcategoryView`, 182.0 pt), which the 22 pt fit of D211 drew 6 to 8%
    /// wide; "Choose an option" in `.title2` (22 pt, #37), between the two optical sizes, stays
    /// within 1.5%. Bold is the mean, per character, of five words' ink widths measured on iOS (D310): "Settings"
    /// (`.title`, 28 pt, 103.0 pt, #37), Hymns-iOS's "Hello there" (28 pt, 139.33 pt),
    /// sample-json-app's "Trending Movies" (33 pt, 250.33 pt) and home-assistant/iOS's "Home
    /// Assistant" and "Companion App" (33 pt, 240.33 and 244.33 pt). SF Pro Display sets its letters
    /// closer than SF Pro Text, and its bold narrower than Inter's bold.
    static func displayCorrection(weight: Int) -> CGFloat {
        byWeight(weight, regular: -0.0355, (700, -0.0326))
    }

    /// The word space's correction at SF Pro Text's sizes, by weight: −0.0074 em at regular and
    /// +0.0196 em at semibold, linear through them and held outside 400…700 (bold: +0.0331 em).
    /// Regular is fitted on 69 gaps between words' inks measured on iOS 17 references (D308): 41 in
    /// Hymns-iOS's `AboutUsDialogView` callout (16 pt) and 14 in its light 17 pt verse,
    /// 9 in fespinoza/sample-json-app's 16 pt overview and 5 in its 11 pt caption row, where the
    /// earlier −0.0392 em drew them 0.50 pt narrower on average. Semibold keeps issue #37's headline
    /// gap (5.67 pt on iOS, 5.33 in Inter).
    static func textSpaceCorrection(weight: Int) -> CGFloat {
        byWeight(weight, regular: -0.0074, (600, 0.0196))
    }

    /// The word space's correction at SF Pro Display's sizes: −0.0392 em at regular and +0.0196 em
    /// at semibold, linear through them (bold: +0.049 em), fitted with `displayCorrection(weight:)`
    /// on issue #37's "Choose an option" in `.title2` (D211).
    static func displaySpaceCorrection(weight: Int) -> CGFloat {
        byWeight(weight, regular: -0.0392, (600, 0.0196))
    }

    /// A correction linear in weight through `regular` at 400 and `other.value` at `other.weight`,
    /// the weight held to 400…700 (the weights the fits reach).
    static func byWeight(_ weight: Int, regular: CGFloat, _ other: (weight: Int, value: CGFloat)) -> CGFloat {
        let t = CGFloat(min(max(weight, 400), 700) - 400) / CGFloat(other.weight - 400)
        return regular + (other.value - regular) * t
    }

    /// The factor applied to the point size: SF Pro's cap height over the face's.
    var sizeScale: CGFloat { SystemFontMetrics.capHeightRatio / capHeightRatio }

    /// Points added after every character at `pointSize` for the advance calibration.
    func advanceCorrection(pointSize: CGFloat) -> CGFloat { correction * pointSize }
}
