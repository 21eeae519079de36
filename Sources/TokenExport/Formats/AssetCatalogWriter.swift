import DesignTokens
import Foundation

/// An Xcode asset catalog (decision D22), in the JSON layout Xcode itself writes (sorted keys,
/// two-space indentation, `" : "`, a final newline), so the files diff cleanly against Xcode's.
///
/// - A folder per token set that provides a namespace: `Color("pastel/color-textPrimary")`.
/// - One `.colorset` per color token, per gradient stop (`gradient-peachRose-0`, `-1`, …) and per
///   shadow color, named by the token path joined with `-`.
/// - Each color set has a universal color (light) and a luminosity-dark one, as 8-bit hex channels
///   and a three-decimal alpha, as Xcode's color panel writes them.
enum AssetCatalogWriter {
    /// The catalog's files by path relative to the `.xcassets` folder.
    static func files(_ sets: [TokenSet]) -> [String: String] {
        var files = ["Contents.json": folderContents()]
        for set in sets {
            files["\(set.name)/Contents.json"] = folderContents(["properties": .object(["provides-namespace": .bool(true)])])
            for (name, color) in colors(set) {
                files["\(set.name)/\(name).colorset/Contents.json"] = colorSet(color)
            }
        }
        return files
    }

    /// Every color of a set with its color-set name.
    static func colors(_ set: TokenSet) -> [(name: String, color: AdaptiveColor)] {
        set.tokens.flatMap { entry -> [(name: String, color: AdaptiveColor)] in
            let name = entry.path.joined(separator: "-")
            switch entry.value {
            case let .color(color): return [(name, color)]
            case let .gradient(gradient): return gradient.stops.enumerated().map { ("\(name)-\($0.offset)", $0.element.color) }
            case let .shadow(shadow): return [(name, shadow.color)]
            default: return []
            }
        }
    }

    static let info = JSONValue.object(["author": .string("xcode"), "version": .integer(1)])

    /// A folder's `Contents.json`.
    static func folderContents(_ members: [String: JSONValue] = [:]) -> String {
        JSONValue.object(members.merging(["info": info]) { $1 }).serialized(.xcode)
    }

    /// A color set's `Contents.json`.
    static func colorSet(_ color: AdaptiveColor) -> String {
        let universal = JSONValue.object(["color": components(color.light), "idiom": .string("universal")])
        let dark = JSONValue.object([
            "appearances": .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])]),
            "color": components(color.dark),
            "idiom": .string("universal"),
        ])
        return JSONValue.object(["colors": .array([universal, dark]), "info": info]).serialized(.xcode)
    }

    /// Xcode's sRGB components: `0xRR` channels and a three-decimal alpha.
    static func components(_ color: SRGBColor) -> JSONValue {
        let hex = Array(color.opaque.hex.dropFirst())
        func channel(_ index: Int) -> JSONValue { .string("0x" + String(hex[index..<index + 2])) }
        return .object([
            "color-space": .string("srgb"),
            "components": .object([
                "alpha": .string(String(format: "%.3f", color.alpha)),
                "red": channel(0), "green": channel(2), "blue": channel(4),
            ]),
        ])
    }
}
