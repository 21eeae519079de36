import Foundation

/// UIKit's fixed colors, the same in every appearance, with the component values Apple's UIKit
/// documentation gives for each (`UIColor.brown`: "RGB values of 0.6, 0.4, and 0.2"); unlike the
/// `system…` colors, they do not adapt to dark mode.
///
/// ```swift
/// webView.backgroundColor = .gray
/// ```
extension UIColor {
    /// Grayscale 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Grayscale 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Grayscale 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// RGB 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
