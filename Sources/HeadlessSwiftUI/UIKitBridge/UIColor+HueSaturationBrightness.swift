import Foundation

extension UIColor {
    /// A fixed color from its hue, saturation and brightness, each from 0 to 1, and alpha (Apple:
    /// `init(hue:saturation:brightness:alpha:)`), converted as `Color(hue:saturation:brightness:)`.
    ///
    /// ```swift
    /// let accent = UIColor(hue: 0.58, saturation: 0.7, brightness: 0.95, alpha: 1)
    /// ```
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Color.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(rgb.red), green: CGFloat(rgb.green), blue: CGFloat(rgb.blue), alpha: alpha)
    }
}
