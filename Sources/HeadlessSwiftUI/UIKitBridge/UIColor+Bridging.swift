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

    /// The color set `name` of `bundle`'s asset catalog (the main bundle when nil), or nil: its
    /// light and dark values and, when the set has High Contrast entries, theirs, which a view
    /// draws under Increase Contrast as it draws `Color(_:bundle:)`'s.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = Bundle.lookUp(in: bundle, { ColorSetLookup.shared.colors(named: name, in: $0) }) else { return nil }
        self.init(adaptive: set.standard, increasedContrast: set.increasedContrast)
    }

    /// The asset catalog color `resource` names (Apple: `init(resource:)`, iOS 17), with its
    /// appearances as `UIColor(named:in:compatibleWith:)` reads them; clear when the catalog has none.
    ///
    /// ```swift
    /// let brand = UIColor(resource: .brand)
    /// ```
    public convenience init(resource: ColorResource) {
        if let set = ColorSetLookup.shared.colors(named: resource.name, in: resource.bundle) {
            self.init(adaptive: set.standard, increasedContrast: set.increasedContrast)
        } else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    /// A color that `dynamicProvider` gives for each appearance (Apple:
    /// `UIColor(dynamicProvider:)`); resolved here for the light and the dark appearance, each at
    /// normal and at high contrast.
    ///
    /// ```swift
    /// let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    /// ```
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        func value(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> SRGBColor {
            dynamicProvider(UITraitCollection(style, contrast)).resolved(style, contrast)
        }
        self.init(
            adaptive: AdaptiveColor(light: value(.light, .normal), dark: value(.dark, .normal)),
            increasedContrast: AdaptiveColor(light: value(.light, .high), dark: value(.dark, .high)))
    }

    /// A SwiftUI color as a UIKit color (Apple: `UIColor(_:)`); a system or asset catalog color
    /// keeps adapting, to the appearance and to Increase Contrast.
    public convenience init(_ color: Color) {
        func value(dark: Bool, _ contrast: ColorSchemeContrast) -> SRGBColor {
            let value = color.components(dark: dark, os: .default, contrast: contrast)
            return SRGBColor(red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
        }
        self.init(
            adaptive: AdaptiveColor(light: value(dark: false, .standard), dark: value(dark: true, .standard)),
            increasedContrast: AdaptiveColor(light: value(dark: false, .increased), dark: value(dark: true, .increased)))
    }

    /// This color in the appearance and contrast of `traitCollection` (Apple: `resolvedColor(with:)`).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let value = resolved(traitCollection.userInterfaceStyle, traitCollection.accessibilityContrast)
        return UIColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }

    /// The value for one interface style and contrast; unspecified ones resolve as light and normal.
    func resolved(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> SRGBColor {
        let values = contrast == .high ? increasedContrast ?? adaptive : adaptive
        return values.resolved(in: style == .dark ? .dark : .light)
    }

    /// The same color at `alpha` (Apple: `withAlphaComponent(_:)`), in every appearance.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func withAlpha(_ values: AdaptiveColor) -> AdaptiveColor {
            var light = values.light
            var dark = values.dark
            light.alpha = Double(alpha)
            dark.alpha = Double(alpha)
            return AdaptiveColor(light: light, dark: dark)
        }
        return UIColor(adaptive: withAlpha(adaptive), increasedContrast: increasedContrast.map(withAlpha))
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
