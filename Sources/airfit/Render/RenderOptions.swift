#if os(Linux)
    import ArgumentParser
    import DesignTokens
    import AirFitCatalog
    import Foundation
    import HeadlessLayout
    import HeadlessSwiftUI
    import AirFitPreviewReview
    import Renderer

    /// The options `render` and `animate` share: what to draw and in which conditions.
    struct RenderOptions: ParsableArguments {
        @Argument(help: "A registered screen or preview (see `airfit list`).")
        var name: String

        @Option(help: "iphonese, iphone16, iphone16pro, iphone16plus, iphone16promax, or an earlier iPhone (iphone8 … iphone13promax).")
        var device = "iphone16"

        @Option(help: "Pixels per point (default: the device's own, 3 or 2).")
        var scale: Double?

        @Option(help: "light or dark.")
        var scheme = "light"

        @Option(help: "pastel, athletic, liquid or harbor (the example brand), for a screen (default: the screen's own dialect).")
        var theme: String?

        @Option(name: .customLong("dynamic-type"), help: "xSmall … xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5).")
        var dynamicType = "large"

        @Flag(name: .customLong("reduce-motion"), help: "Render with Reduce Motion on.")
        var reduceMotion = false

        @Flag(name: .customLong("reduce-transparency"), help: "Render with Reduce Transparency on.")
        var reduceTransparency = false

        @Flag(name: .customLong("increase-contrast"), help: "Render with Increase Contrast on.")
        var increaseContrast = false

        @Flag(name: .customLong("bold-text"), help: "Render with Bold Text on.")
        var boldText = false

        @Flag(name: .customLong("differentiate-without-color"), help: "Render with Differentiate Without Color on.")
        var differentiateWithoutColor = false

        @Flag(name: .customLong("button-shapes"), help: "Render with Button Shapes on.")
        var buttonShapes = false

        @OptionGroup var language: LanguageOptions
        @OptionGroup var system: SystemOptions

        @Option(help: "Where to write the PNG.")
        var output: String

        static let devices = SettingNames.devices

        /// Dynamic Type sizes by lowercased name (`accessibility5`, `ax5`).
        static let typeSizes = SettingNames.dynamicTypeSizes

        func validate() throws {
            _ = try settings(time: 0)
            if output.isEmpty { throw ValidationError("--output must not be empty") }
        }

        /// The catalog's theme named `name`: the spec's three or the example brand, Harbor.
        static func theme(named name: String) -> Theme? {
            PreviewCatalog.themes.first { $0.name == name }
        }

        /// The theme named by `--theme`, or nil when none is given.
        func chosenTheme() throws -> Theme? {
            guard let theme else { return nil }
            guard let found = Self.theme(named: theme) else {
                throw ValidationError("--theme \(theme) is not a theme; use pastel, athletic, liquid or harbor")
            }
            return found
        }

        func settings(time: TimeInterval) throws -> RenderSettings {
            _ = try chosenTheme()
            guard let device = Self.devices[device.lowercased()] else {
                throw ValidationError("unknown --device \"\(device)\"; use one of \(Self.devices.keys.sorted().joined(separator: ", "))")
            }
            guard let appearance = Appearance(rawValue: scheme.lowercased()) else {
                throw ValidationError("unknown --scheme \"\(scheme)\"; use light or dark")
            }
            guard let size = Self.typeSizes[dynamicType.lowercased()] else {
                throw ValidationError(
                    "unknown --dynamic-type \"\(dynamicType)\"; use xSmall … xxxLarge, accessibility1 … accessibility5 or AX1 … AX5")
            }
            if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
                throw ValidationError("--scale \(scale) must be a number above 0 and at most 8")
            }
            var settings = RenderSettings(
                device: device, scale: scale.map { CGFloat($0) }, appearance: appearance,
                dynamicTypeSize: size, reduceMotion: reduceMotion, reduceTransparency: reduceTransparency, time: time)
            settings.increaseContrast = increaseContrast
            settings.boldText = boldText
            settings.differentiateWithoutColor = differentiateWithoutColor
            settings.buttonShapes = buttonShapes
            settings = try language.applied(to: settings)
            settings.os = system.os
            do { try settings.validate() } catch { throw ValidationError(error.description) }
            return settings
        }
    }
#endif
