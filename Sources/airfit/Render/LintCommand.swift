#if os(Linux)
    import AirFitScreens
    import AirFitUI
    import ArgumentParser
    import DesignTokens
    import Foundation
    import HeadlessLayout
    import HeadlessSwiftUI
    import LayoutCheck
    import Renderer

    /// `airfit lint [SCREEN...] [--dynamic-type SIZE] [--theme THEME] [--device DEVICE|all] [--format text|json] [--strict]`:
    /// the layout check over screens, themes, devices and Dynamic Type sizes.
    struct LintCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Check screens' layouts: truncated text, broken words, overlaps, text off screen, small touch targets.",
            discussion: """
                With no screen named, every screen is checked; with no --dynamic-type, every size from xSmall to \\
                accessibility5; with no --theme, every theme; with no --device, every device from the iPhone SE to the \\
                16 Pro Max; in light and dark. Findings are read from the same layout the renderer draws. --strict \\
                exits 1 when anything is found. At a terminal it shows its progress on standard error.
                """)

        @Argument(help: "Screens to check (see `airfit list`); all when none is given.")
        var screens: [String] = []

        @Option(name: .customLong("dynamic-type"), help: "One size: xSmall … xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5).")
        var dynamicType: String?

        @Option(help: "pastel, athletic, liquid or harbor, the example brand (default: the spec's three).")
        var theme: String?

        @Option(
            help:
                "iphonese, iphone16, iphone16pro, iphone16plus, iphone16promax, an earlier iPhone (iphone8 … iphone13promax), or all (the default: the first five)."
        )
        var device = "all"

        @Option(help: "text or json.")
        var format = "text"

        @Flag(help: "Exit 1 when there are findings.")
        var strict = false

        @OptionGroup var language: LanguageOptions
        @OptionGroup var system: SystemOptions

        func validate() throws {
            for screen in screens where ScreenID(rawValue: screen) == nil {
                throw ValidationError(
                    "unknown screen \"\(screen)\"; screens: \(ScreenID.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if let dynamicType, RenderOptions.typeSizes[dynamicType.lowercased()] == nil {
                throw ValidationError(
                    "unknown --dynamic-type \"\(dynamicType)\"; use xSmall … xxxLarge, accessibility1 … accessibility5 or AX1 … AX5")
            }
            if let theme, RenderOptions.theme(named: theme) == nil {
                throw ValidationError("--theme \(theme) is not a theme; use pastel, athletic, liquid or harbor")
            }
            if device.lowercased() != "all", RenderOptions.devices[device.lowercased()] == nil {
                throw ValidationError(
                    "unknown --device \"\(device)\"; use all or one of \(RenderOptions.devices.keys.sorted().joined(separator: ", "))")
            }
            guard ["text", "json"].contains(format) else { throw ValidationError("unknown --format \"\(format)\"; use text or json") }

        }

        /// One checked combination and what it found.
        struct Report: Codable {
            let screen: String
            /// The device's key, as `--device` takes it (`iphonese`).
            let device: String
            let theme: String
            let scheme: String
            let dynamicType: String
            let findings: [LayoutFinding]
        }

        /// The devices to check with their `--device` keys, smallest first.
        var checkedDevices: [(key: String, device: Device)] {
            let all = Device.all.compactMap { device in
                RenderOptions.devices.first { $0.value == device }.map { (key: $0.key, device: device) }
            }
            return device.lowercased() == "all" ? all : all.filter { $0.key == device.lowercased() }
        }

        func run() throws {
            let reports = try MainActor.assumeIsolated { () throws -> [Report] in
                let renderer = try Renderer()
                let checker = LayoutChecker(measurer: renderer.measurer, hasGlyph: SymbolGlyphs.hasGlyph)
                let ids = screens.isEmpty ? ScreenID.allCases : screens.compactMap(ScreenID.init(rawValue:))
                let themes = theme.flatMap(RenderOptions.theme(named:)).map { [$0] } ?? Theme.all
                let sizes = dynamicType.flatMap { RenderOptions.typeSizes[$0.lowercased()] }.map { [$0] } ?? DynamicTypeSize.allCases
                let devices = checkedDevices
                let progress = CommandProgress(total: ids.count * themes.count * devices.count, mode: .terminalOnly)
                var reports: [Report] = []
                for screen in ids {
                    for theme in themes {
                        for (key, device) in devices {
                            progress.step("\(screen.rawValue) · \(theme.name) · \(key)")
                            for appearance in Appearance.allCases {
                                for size in sizes {
                                    var settings = try language.applied(
                                        to: RenderSettings(device: device, appearance: appearance, dynamicTypeSize: size))
                                    settings.os = system.os
                                    let host = renderer.host(Screens.view(screen).theme(theme), settings: settings)
                                    reports.append(
                                        Report(
                                            screen: screen.rawValue, device: key, theme: theme.name, scheme: appearance.rawValue,
                                            dynamicType: "\(size)", findings: checker.check(host, on: device)))
                                }
                            }
                        }
                    }
                }
                progress.finish()
                return reports
            }
            let found = reports.reduce(0) { $0 + $1.findings.count }
            if format == "json" {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                print(String(decoding: try encoder.encode(reports), as: UTF8.self))
            } else {
                for report in reports where !report.findings.isEmpty {
                    print("\(report.screen) · \(report.device) · \(report.theme) · \(report.scheme) · \(report.dynamicType)")
                    for finding in report.findings { print("  \(finding.kind.rawValue): \(finding.detail)") }
                }
                print(
                    "airfit lint: \(found) findings in \(reports.filter { !$0.findings.isEmpty }.count) of \(reports.count) layouts checked"
                )
            }
            if strict, found > 0 { throw ExitCode(1) }
        }
    }
#endif
