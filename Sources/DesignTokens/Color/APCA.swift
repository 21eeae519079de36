import Foundation

/// APCA (Accessible Perceptual Contrast Algorithm, APCA-W3 0.0.98G-4g), the candidate contrast
/// method for WCAG 3, as a second opinion beside WCAG 2.2's ratio.
public enum APCA {
    /// Lightness contrast Lc of `text` on `background`, both opaque: positive for dark text on a
    /// light background, negative for light on dark; about ±106 at most, 0 below ±10.
    public static func lightnessContrast(text: SRGBColor, background: SRGBColor) -> Double {
        let textY = softClamp(screenLuminance(text)), backgroundY = softClamp(screenLuminance(background))
        guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
        if backgroundY > textY {
            let sapc = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
        }
        let sapc = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
        return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
    }

    /// APCA's screen luminance: a plain 2.4 exponent and its own coefficients.
    static func screenLuminance(_ color: SRGBColor) -> Double {
        0.2126729 * pow(color.red, 2.4) + 0.7151522 * pow(color.green, 2.4) + 0.0721750 * pow(color.blue, 2.4)
    }

    /// The soft clamp for near-black colors.
    static func softClamp(_ y: Double) -> Double {
        y < 0.022 ? y + pow(0.022 - y, 1.414) : y
    }
}
