import Foundation
import PlatformFacts

/// How SwiftUI code bridges UIKit colors: a color set by name, a color computed per appearance, a
/// SwiftUI color as a UIKit one, and its components.
extension UIColor {
    /// The color set `name` of the main bundle's asset catalog, or nil when it has none (Apple:
    /// `UIColor(named:)`).
    ///
    /// ```swift
    /// let brand = UIColor(named: "Brand") ?? .systemBlue
    /// ```
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color set `name` of `bundle`'s asset catalog (the main bundle when nil), or nil.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let adaptive = ColorSetLookup.shared.color(named: name, in: bundle ?? .main) else { return nil }
        self.init(adaptive: adaptive)
    }

    /// A color that `dynamicProvider` gives for each appearance (Apple:
    /// `UIColor(dynamicProvider:)`); resolved here for the light and the dark appearance.
    ///
    /// ```swift
    /// let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    /// ```
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).adaptive.light
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).adaptive.dark
        self.init(adaptive: AdaptiveColor(light: light, dark: dark))
    }

    /// A SwiftUI color as a UIKit color (Apple: `UIColor(_:)`); a system color keeps adapting.
    public convenience init(_ color: Color) {
        let light = color.components(dark: false, os: .default)
        let dark = color.components(dark: true, os: .default)
        self.init(
            adaptive: AdaptiveColor(
                light: SRGBColor(red: light.red, green: light.green, blue: light.blue, alpha: light.opacity),
                dark: SRGBColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.opacity)))
    }

    /// This color in the appearance of `traitCollection` (Apple: `resolvedColor(with:)`).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let value = adaptive.resolved(in: traitCollection.userInterfaceStyle == .dark ? .dark : .light)
        return UIColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }

    /// The same color at `alpha` (Apple: `withAlphaComponent(_:)`), in both appearances.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var light = adaptive.light
        var dark = adaptive.dark
        light.alpha = Double(alpha)
        dark.alpha = Double(alpha)
        return UIColor(adaptive: AdaptiveColor(light: light, dark: dark))
    }

    /// Writes the color's sRGB components in the light appearance, as UIKit does outside a trait
    /// environment, and returns true (Apple: `getRed(_:green:blue:alpha:)`).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let value = adaptive.light
        red?.pointee = CGFloat(value.red)
        green?.pointee = CGFloat(value.green)
        blue?.pointee = CGFloat(value.blue)
        alpha?.pointee = CGFloat(value.alpha)
        return true
    }
}
