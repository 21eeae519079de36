import Foundation

/// The app's global accent color (D307). Xcode's app template names the color set `AccentColor`
/// and sets the build setting `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` to it; the asset
/// compiler then records it in the app's Info.plist (`NSAccentColorName`), and controls, links and
/// `.tint` draw in it. A SwiftPM build on Linux has neither the setting nor the plist, so the set is
/// looked for by that name where a lookup without a bundle looks.
package enum AppAccentColor {
    /// The name Xcode's app template gives the global accent color's set.
    package static let name = "AccentColor"

    /// The accent color the app's bundles give, read once, else the system blue.
    package static let color: Color = color(in: Bundle.mainLookupBundles) ?? .blue

    /// The `AccentColor` set of the first of `bundles` that has one, with its appearances.
    package static func color(in bundles: [Bundle]) -> Color? {
        Bundle.firstFound(in: bundles) { ColorSetLookup.shared.colors(named: name, in: $0) }
            .map { Color(adaptive: $0.standard, increasedContrast: $0.increasedContrast) }
    }
}
