import Foundation
import PlatformFacts

extension Color {
    /// A color from an asset catalog's `NAME.colorset`, with its light and dark appearances (Apple:
    /// `init(_:bundle:)`). A name no catalog holds draws nothing (clear), as SwiftUI draws a
    /// missing color after logging it.
    ///
    /// ```swift
    /// Text("Welcome").foregroundStyle(Color("Brand", bundle: .module))
    /// ```
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        if let adaptive = ColorSetLookup.shared.color(named: name, in: bundle ?? .main) {
            self.init(adaptive: adaptive)
        } else {
            self.init(red: 0, green: 0, blue: 0, opacity: 0)
        }
    }
}

/// Reads asset catalogs' color sets: `NAME.colorset/Contents.json` in an `.xcassets` folder of a
/// bundle's resources, the universal color for the light appearance and the `luminosity: dark`
/// one for the dark (an increased-contrast variant is not read). Components are written as
/// floats ("0.400"), 8-bit integers ("102") or hex bytes ("0x66"), as Xcode writes them.
package final class ColorSetLookup: @unchecked Sendable {
    package static let shared = ColorSetLookup()
    private let lock = NSLock()
    private var cache: [String: AdaptiveColor?] = [:]

    package func color(named name: String, in bundle: Bundle) -> AdaptiveColor? {
        let key = (bundle.resourceURL?.path ?? "") + "|" + name
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let found = Self.find(name, in: bundle)
        lock.lock()
        cache[key] = found
        lock.unlock()
        return found
    }

    private static func find(_ name: String, in bundle: Bundle) -> AdaptiveColor? {
        for folder in bundle.resourceFolders {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for catalog in contents.sorted() where catalog.hasSuffix(".xcassets") {
                let file = folder.appendingPathComponent(catalog).appendingPathComponent("\(name).colorset/Contents.json")
                if let data = try? Data(contentsOf: file), let color = parse(data) { return color }
            }
        }
        return nil
    }

    /// The light and dark colors of a color set's `Contents.json`.
    package static func parse(_ data: Data) -> AdaptiveColor? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        var light: SRGBColor?
        var dark: SRGBColor?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let value = srgb(color) else { continue }
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            if appearances.isEmpty {
                light = light ?? value
            } else if appearances.allSatisfy({ $0["appearance"] == "luminosity" }), appearances.contains(where: { $0["value"] == "dark" }) {
                dark = dark ?? value
            }
        }
        guard let light else { return nil }
        return AdaptiveColor(light: light, dark: dark ?? light)
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
