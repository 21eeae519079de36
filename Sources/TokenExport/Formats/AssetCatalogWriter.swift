import DesignTokens

/// An Xcode asset catalog: a folder per theme (providing a namespace, so `Color("pastel/color-textPrimary")`),
/// one `.colorset` per color token, per gradient stop (`gradient-peachRose-0`) and per shadow color,
/// each with a universal color and a luminosity-dark one, in Xcode's own JSON layout.
enum AssetCatalogWriter {
    static func files(_ themes: [Theme]) -> [String: String] {
        var files = ["Contents.json": info([:])]
        for theme in themes {
            files["\(theme.name)/Contents.json"] = info(["properties": .object(["provides-namespace": .bool(true)])])
            for (name, color) in colors(theme) {
                files["\(theme.name)/\(name).colorset/Contents.json"] = colorSet(color)
            }
        }
        return files
    }

    /// Every color of a theme with its color-set name.
    static func colors(_ theme: Theme) -> [(String, AdaptiveColor)] {
        theme.tokens.flatMap { entry -> [(String, AdaptiveColor)] in
            let name = entry.path.joined(separator: "-")
            switch entry.value {
            case let .color(color): return [(name, color)]
            case let .gradient(gradient): return gradient.stops.enumerated().map { ("\(name)-\($0.offset)", $0.element.color) }
            case let .shadow(shadow): return [(name, shadow.color)]
            default: return []
            }
        }
    }

    static func info(_ extra: [String: JSONValue]) -> String {
        var members = extra
        members["info"] = .object(["author": .string("xcode"), "version": .integer(1)])
        return JSONValue.object(members).serialized(.xcode)
    }

    /// A color set's `Contents.json`.
    static func colorSet(_ color: AdaptiveColor) -> String {
        let universal = JSONValue.object(["color": components(color.light), "idiom": .string("universal")])
        let dark = JSONValue.object([
            "appearances": .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])]),
            "color": components(color.dark),
            "idiom": .string("universal"),
        ])
        return JSONValue.object([
            "colors": .array([universal, dark]),
            "info": .object(["author": .string("xcode"), "version": .integer(1)]),
        ]).serialized(.xcode)
    }

    /// Xcode's sRGB components: 8-bit hex channels and a three-decimal alpha.
    static func components(_ color: SRGBColor) -> JSONValue {
        let hex = color.opaque.hex.dropFirst()
        func channel(_ offset: Int) -> JSONValue {
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return .string("0x" + hex[start..<hex.index(start, offsetBy: 2)])
        }
        let alpha = (color.alpha * 1000).rounded() / 1000
        let alphaText = String(Int(alpha)) + "." + String(Int((alpha * 1000).rounded()) % 1000 + 1000).dropFirst()
        return .object([
            "color-space": .string("srgb"),
            "components": .object(["alpha": .string(alphaText), "red": channel(0), "green": channel(2), "blue": channel(4)]),
        ])
    }
}
