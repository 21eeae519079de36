import Foundation
import PlatformFacts

extension Color {
    /// A color from an asset catalog's `NAME.colorset`, with its light and dark appearances and
    /// their High Contrast variants, drawn under Increase Contrast (Apple: `init(_:bundle:)`). A name
    /// no catalog holds draws nothing (clear), as SwiftUI draws a missing color after logging it.
    ///
    /// ```swift
    /// Text("Welcome").foregroundStyle(Color("Brand", bundle: .module))
    /// ```
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        if let set = Bundle.lookUp(in: bundle, { ColorSetLookup.shared.colors(named: name, in: $0) }) {
            self.init(adaptive: set.standard, increasedContrast: set.increasedContrast)
        } else {
            self.init(red: 0, green: 0, blue: 0, opacity: 0)
        }
    }
}

/// A color set's values: light and dark, and light and dark under Increase Contrast when the set
/// has a High Contrast variant.
package struct ColorSetColors: Hashable, Sendable {
    package let standard: AdaptiveColor
    package let increasedContrast: AdaptiveColor?
}

/// Reads asset catalogs' color sets: `NAME.colorset/Contents.json` in an `.xcassets` folder of a
/// bundle's resources. Each entry's `appearances` name the traits it is for (Xcode writes
/// `luminosity` `light` or `dark` and `contrast` `high`; none is "Any"), and each appearance takes
/// the entry that matches the most of its traits, luminosity before contrast (D217): light is
/// Light, else Any; dark is Dark, else Any; light at high contrast is Light + High Contrast, else
/// Light, else Any + High Contrast, else Any. Components are written as floats ("0.400"), 8-bit
/// integers ("102") or hex bytes ("0x66"), as Xcode writes them.
package final class ColorSetLookup: @unchecked Sendable {
    package static let shared = ColorSetLookup()
    private let cache = LookupCache<String, ColorSetColors?>()

    /// The light and dark values of the color set `name` (UIKit's `UIColor(named:in:)`).
    package func color(named name: String, in bundle: Bundle) -> AdaptiveColor? {
        colors(named: name, in: bundle)?.standard
    }

    /// Every value of the color set `name`: standard and increased contrast.
    package func colors(named name: String, in bundle: Bundle) -> ColorSetColors? {
        cache.value(for: (bundle.resourceURL?.path ?? "") + "|" + name) { Self.find(name, in: bundle) }
    }

    private static func find(_ name: String, in bundle: Bundle) -> ColorSetColors? {
        for folder in bundle.resourceFolders {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for catalog in contents.sorted() where catalog.hasSuffix(".xcassets") {
                let file = folder.appendingPathComponent(catalog).appendingPathComponent("\(name).colorset/Contents.json")
                if let data = try? Data(contentsOf: file), let color = parse(data) { return color }
            }
        }
        return nil
    }

    /// The values of a color set's `Contents.json`; nil without an Any or Light entry.
    package static func parse(_ data: Data) -> ColorSetColors? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        // Each entry by its luminosity ("" for Any) and whether it is for high contrast; the first of each wins.
        var found: [String: SRGBColor] = [:]
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let value = srgb(color) else { continue }
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            var luminosity = ""
            var high = false
            var known = true
            for appearance in appearances {
                switch (appearance["appearance"], appearance["value"]) {
                case ("luminosity", "light"?): luminosity = "light"
                case ("luminosity", "dark"?): luminosity = "dark"
                case ("contrast", "high"?): high = true
                default: known = false
                }
            }
            guard known else { continue }
            let key = luminosity + (high ? "+high" : "")
            if found[key] == nil { found[key] = value }
        }
        guard let light = found["light"] ?? found[""] else { return nil }
        let dark = found["dark"] ?? found[""] ?? light
        let standard = AdaptiveColor(light: light, dark: dark)
        guard found.keys.contains(where: { $0.hasSuffix("+high") }) else {
            return ColorSetColors(standard: standard, increasedContrast: nil)
        }
        let highLight = found["light+high"] ?? found["light"] ?? found["+high"] ?? light
        let highDark = found["dark+high"] ?? found["dark"] ?? found["+high"] ?? dark
        return ColorSetColors(standard: standard, increasedContrast: AdaptiveColor(light: highLight, dark: highDark))
    }

    private static func srgb(_ color: [String: Any]) -> SRGBColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text) else { return nil }
            // Xcode writes 8-bit integers without a decimal point ("255"), fractions with one ("1.000").
            return text.contains(".") ? number : number / 255
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        let alpha = components["alpha"].flatMap { Double("\($0)") } ?? 1
        return SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
