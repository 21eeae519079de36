/// Collects token entries under a common path prefix; the dialect tables use it.
struct EntryList {
    private(set) var entries: [TokenEntry] = []

    mutating func add(_ name: String, _ value: TokenValue, _ source: String) {
        entries.append(TokenEntry(name.split(separator: ".").map(String.init), value, source: source))
    }

    mutating func color(_ name: String, _ color: AdaptiveColor, _ source: String) { add(name, .color(color), source) }
    mutating func dimension(_ name: String, _ points: Double, _ source: String) { add(name, .dimension(points), source) }
    mutating func duration(_ name: String, _ seconds: Double, _ source: String) { add(name, .duration(seconds), source) }
    mutating func number(_ name: String, _ value: Double, _ source: String) { add(name, .number(value), source) }
    mutating func animation(_ name: String, _ animation: AnimationSpec, _ source: String) { add(name, .animation(animation), source) }
    mutating func shadow(_ name: String, _ shadow: ShadowToken, _ source: String) { add(name, .shadow(shadow), source) }
    mutating func gradient(_ name: String, _ gradient: GradientSpec, _ source: String) { add(name, .gradient(gradient), source) }
    mutating func typography(_ name: String, _ type: TypographyToken, _ source: String) { add(name, .typography(type), source) }
    mutating func text(_ name: String, _ text: String, _ source: String) { add(name, .text(text), source) }

    /// The standard curves a dialect uses, as cubic-bézier tokens.
    mutating func curves(_ presets: [TimingCurveSpec], _ source: String) {
        for curve in presets { add("curve.\(curve.presetName ?? "custom")", .cubicBezier(curve), source) }
    }

    /// The five materials' numbers per appearance.
    mutating func materials(_ source: String) {
        for material in MaterialToken.allCases {
            let light = material.recipe(in: .light)
            let dark = material.recipe(in: .dark)
            dimension("material.\(material.rawValue).blurRadius", material.blurRadius, source)
            color("material.\(material.rawValue).tint", AdaptiveColor(light: light.tint, dark: dark.tint), source)
            number("material.\(material.rawValue).saturation", light.saturation, source)
        }
    }
}
