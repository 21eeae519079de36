import Foundation

/// APCA, the Accessible Perceptual Contrast Algorithm (APCA-W3 0.0.98G-4g), the contrast method
/// proposed for WCAG 3, kept beside WCAG 2.2's ratio as a second opinion.
public enum APCA {
    /// Lightness contrast Lc of `text` on `background`. Signed: positive for dark text on a light
    /// background, negative for light text on a dark one; from about −108 (white on black) to 106
    /// (black on white). Contrasts under the low clip read 0, so no result lies between 0 and ±7.3.
    /// Translucent text is composited over the background first, a translucent background over white.
    public static func lightnessContrast(text: SRGBColor, background: SRGBColor) -> Double {
        let backdrop = background.contrastBackdrop
        let textY = softClamp(screenLuminance(text.composited(over: backdrop)))
        let backgroundY = softClamp(screenLuminance(backdrop))
        guard abs(backgroundY - textY) >= G4g.deltaYmin else { return 0 }
        if backgroundY > textY {
            let sapc = (pow(backgroundY, G4g.normBG) - pow(textY, G4g.normTXT)) * G4g.scaleBoW
            return sapc < G4g.loClip ? 0 : (sapc - G4g.loBoWoffset) * 100
        }
        let sapc = (pow(backgroundY, G4g.revBG) - pow(textY, G4g.revTXT)) * G4g.scaleWoB
        return sapc > -G4g.loClip ? 0 : (sapc + G4g.loWoBoffset) * 100
    }

    /// APCA's screen luminance Y: a plain 2.4 exponent and its own coefficients, not WCAG's.
    static func screenLuminance(_ color: SRGBColor) -> Double {
        G4g.sRco * pow(color.red, G4g.mainTRC) + G4g.sGco * pow(color.green, G4g.mainTRC)
            + G4g.sBco * pow(color.blue, G4g.mainTRC)
    }

    /// The soft clamp that lifts near-black luminances, modelling flare.
    static func softClamp(_ y: Double) -> Double {
        y > G4g.blkThrs ? y : y + pow(G4g.blkThrs - y, G4g.blkClmp)
    }

    /// The published 0.0.98G-4g constants, under their published names.
    private enum G4g {
        static let mainTRC = 2.4
        static let sRco = 0.2126729, sGco = 0.7151522, sBco = 0.0721750
        static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
        static let blkThrs = 0.022, blkClmp = 1.414
        static let scaleBoW = 1.14, scaleWoB = 1.14
        static let loBoWoffset = 0.027, loWoBoffset = 0.027
        static let deltaYmin = 0.0005, loClip = 0.1
    }
}
