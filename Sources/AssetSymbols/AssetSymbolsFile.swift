/// The Swift file Xcode generates for an app's asset catalogs (`GeneratedAssetSymbols.swift`),
/// written for Linux, where no Xcode writes it (D302): a `ColorResource` per color set and an
/// `ImageResource` per image set, each with its asset's name and bundle, and the shorthands Xcode
/// adds beside them (`Color.brand`, `.foregroundStyle(.brand)`, `UIColor.brand`,
/// `UIImage.avatar`).
///
/// A symbol that two assets of one kind would share is written once, for the first asset in name
/// order; a shorthand that would shadow one of the framework's own colors (`Color.red`) is left
/// out, as the resource keeps the asset reachable (`Color(.red)`). Both are listed in `skipped`.
///
/// ```swift
/// let file = AssetSymbolsFile(assets: [CatalogAsset(name: "Brand", kind: .color)], bundle: .module)
/// try file.source.write(toFile: "GeneratedAssetSymbols.swift", atomically: true, encoding: .utf8)
/// ```
public struct AssetSymbolsFile: Sendable {
    /// Where the generated code finds the catalogs at run time.
    public enum BundleChoice: String, Sendable {
        /// `Bundle.module`: the target declares its catalogs as resources.
        case module
        /// `Bundle.main`: the catalogs ship beside the executable.
        case main
    }

    /// The file's text.
    public let source: String
    /// The assets that got no symbol or no shorthand, and why.
    public let skipped: [String]

    /// The file for `assets`, found at run time in `bundle`.
    public init(assets: [CatalogAsset], bundle: BundleChoice) {
        var skipped: [String] = []
        var named: [AssetKind: [(symbol: String, asset: CatalogAsset)]] = [:]
        for kind in AssetKind.allCases {
            var taken: Set<String> = []
            for asset in assets.sorted() where asset.kind == kind {
                guard let symbol = AssetSymbolName.make(for: asset.name, kind: kind) else {
                    skipped.append("\(asset.name).\(kind.rawValue): no letter or digit to name a symbol with")
                    continue
                }
                guard taken.insert(symbol).inserted else {
                    skipped.append("\(asset.name).\(kind.rawValue): '\(symbol)' is already another asset's symbol")
                    continue
                }
                named[kind, default: []].append((symbol, asset))
            }
        }
        let colors = named[.color] ?? []
        let images = named[.image] ?? []
        let shorthandColors = colors.filter { !Self.frameworkColors.contains($0.symbol) }
        for color in colors where Self.frameworkColors.contains(color.symbol) {
            skipped.append("\(color.asset.name).colorset: no Color.\(color.symbol) shorthand, which is the framework's own")
        }

        var lines: [String] = [
            "// The asset symbols Xcode generates for this target's asset catalogs, written on Linux by",
            "// AirFit UI's GenerateAssetSymbols plugin. Do not edit: the next build writes it again.",
            "import DeveloperToolsSupport",
            "import Foundation",
            "#if canImport(SwiftUI)",
            "import SwiftUI",
            "#endif",
            "#if canImport(UIKit)",
            "import UIKit",
            "#endif",
            "",
            "private let resourceBundle = Foundation.Bundle.\(bundle.rawValue)",
        ]
        func section(_ title: String, _ body: [String]) {
            guard !body.isEmpty else { return }
            lines += ["", "// MARK: - \(title)", ""] + body
        }
        let availability = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"
        func literal(_ name: String) -> String {
            "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func resources(_ type: String, _ entries: [(symbol: String, asset: CatalogAsset)], _ noun: String) -> [String] {
            guard !entries.isEmpty else { return [] }
            return [availability, "extension DeveloperToolsSupport.\(type) {"]
                + entries.flatMap {
                    [
                        "    /// The \(literal($0.asset.name)) asset catalog \(noun) resource.",
                        "    static let \($0.symbol) = DeveloperToolsSupport.\(type)(name: \(literal($0.asset.name)), bundle: resourceBundle)",
                    ]
                } + ["}"]
        }
        // The resource is named in full: `.init(.brand)` would also match a `UIColor.brand`.
        func shorthands(
            _ header: String, _ type: String, _ entries: [(symbol: String, asset: CatalogAsset)], _ label: String,
            _ resource: String
        ) -> [String] {
            guard !entries.isEmpty else { return [] }
            return [availability, "extension \(header) {"]
                + entries.map {
                    "    static var \($0.symbol): \(type) { .init(\(label)DeveloperToolsSupport.\(resource).\($0.symbol)) }"
                } + ["}"]
        }
        section("Color Symbols", resources("ColorResource", colors, "color"))
        section("Image Symbols", resources("ImageResource", images, "image"))
        var swiftUI: [String] = []
        if !shorthandColors.isEmpty {
            swiftUI =
                ["#if canImport(SwiftUI)"]
                + shorthands("SwiftUI.Color", "SwiftUI.Color", shorthandColors, "", "ColorResource") + [""]
                + shorthands(
                    "SwiftUI.ShapeStyle where Self == SwiftUI.Color", "SwiftUI.Color", shorthandColors, "", "ColorResource")
                + ["#endif"]
        }
        section("Color Symbol Extensions", swiftUI)
        var uiKit: [String] = []
        if !shorthandColors.isEmpty || !images.isEmpty {
            uiKit = ["#if canImport(UIKit)"]
            uiKit += shorthands("UIKit.UIColor", "UIKit.UIColor", shorthandColors, "resource: ", "ColorResource")
            if !shorthandColors.isEmpty && !images.isEmpty { uiKit.append("") }
            uiKit += shorthands("UIKit.UIImage", "UIKit.UIImage", images, "resource: ", "ImageResource")
            uiKit.append("#endif")
        }
        section("UIKit Symbol Extensions", uiKit)
        source = lines.joined(separator: "\n") + "\n"
        self.skipped = skipped
    }

    /// The colors SwiftUI's `Color` and UIKit's `UIColor` already name, which a shorthand would
    /// collide with.
    static let frameworkColors: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow", "darkGray", "lightGray", "magenta", "label",
        "link", "separator",
    ]
}
