import DesignTokens
import Motion

/// Design Tokens Community Group JSON, format 2025.10.
///
/// - A top-level group per theme; tokens nest by their path (`color.surfaceBase`).
/// - `$value` holds the light appearance. Where dark differs, `$extensions."com.airfit.appearance".dark`
///   holds the dark `$value` (the format has no modes of its own).
/// - Dimensions are in `px`, one per iOS point; durations in `s`.
/// - Animations: a timing curve is a `transition` (duration, delay, timingFunction); a spring has
///   no DTCG type, so it is a `duration` (its settling duration) with the spring's parameters and
///   SwiftUI expression under `$extensions."com.airfit.animation"`.
/// - Text entries (circadian pools, haptic tables) are not tokens: they sit in the theme group's
///   `$extensions."com.airfit.notes"`.
enum DTCGWriter {
    static func document(_ themes: [Theme]) -> String {
        var root: [String: JSONValue] = [:]
        for theme in themes { root[theme.name] = group(theme) }
        return JSONValue.object(root).serialized()
    }

    static func group(_ theme: Theme) -> JSONValue {
        var tree = Tree()
        var notes: [String: JSONValue] = [:]
        for entry in theme.tokens {
            if case let .text(text) = entry.value {
                notes[entry.name] = .string(text)
            } else {
                tree.insert(token(entry), at: entry.path)
            }
        }
        var group = tree.json
        if case var .object(members) = group {
            members["$description"] = .string("AirFit UI \(theme.name) theme")
            if !notes.isEmpty { members["$extensions"] = .object(["com.airfit.notes": .object(notes)]) }
            group = .object(members)
        }
        return group
    }

    /// One token object: `$type`, `$value`, `$description` and extensions.
    static func token(_ entry: TokenEntry) -> JSONValue {
        var members: [String: JSONValue] = ["$description": .string(entry.source)]
        var extensions: [String: JSONValue] = [:]
        let (type, light, dark) = typedValues(entry.value)
        members["$type"] = .string(type)
        members["$value"] = light
        if let dark, dark != light { extensions["com.airfit.appearance"] = .object(["dark": dark]) }
        if case let .animation(animation) = entry.value { extensions["com.airfit.animation"] = animationExtension(animation) }
        if !extensions.isEmpty { members["$extensions"] = .object(extensions) }
        return .object(members)
    }

    /// The token's DTCG type and its light and dark values (dark is nil when the value has no appearance).
    static func typedValues(_ value: TokenValue) -> (String, JSONValue, JSONValue?) {
        switch value {
        case let .color(color): ("color", self.color(color.light), self.color(color.dark))
        case let .dimension(points): ("dimension", dimension(points), nil)
        case let .duration(seconds): ("duration", duration(seconds), nil)
        case let .number(number): ("number", .number(number), nil)
        case let .cubicBezier(curve): ("cubicBezier", bezier(curve), nil)
        case let .shadow(shadow): ("shadow", self.shadow(shadow, .light), self.shadow(shadow, .dark))
        case let .gradient(gradient): ("gradient", self.gradient(gradient, .light), self.gradient(gradient, .dark))
        case let .typography(type): ("typography", typography(type), nil)
        case let .animation(animation): animationValue(animation)
        case let .text(text): ("string", .string(text), nil)
        }
    }

    static func color(_ color: SRGBColor) -> JSONValue {
        var members: [String: JSONValue] = [
            "colorSpace": .string("srgb"),
            "components": .array([color.red, color.green, color.blue].map { .number(rounded($0)) }),
            "hex": .string(String(color.opaque.hex.lowercased())),
        ]
        if color.alpha < 1 { members["alpha"] = .number(rounded(color.alpha)) }
        return .object(members)
    }

    /// Channels to six decimals: beyond 8-bit precision, and stable across platforms.
    static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    static func dimension(_ points: Double) -> JSONValue { .object(["value": .number(points), "unit": .string("px")]) }
    static func duration(_ seconds: Double) -> JSONValue { .object(["value": .number(seconds), "unit": .string("s")]) }
    static func bezier(_ curve: TimingCurveSpec) -> JSONValue { .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number)) }

    static func shadow(_ shadow: ShadowToken, _ appearance: Appearance) -> JSONValue {
        .object(["color": color(shadow.color.resolved(in: appearance)), "offsetX": dimension(shadow.x),
                 "offsetY": dimension(shadow.y), "blur": dimension(shadow.radius), "spread": dimension(0)])
    }

    static func gradient(_ gradient: GradientSpec, _ appearance: Appearance) -> JSONValue {
        .array(gradient.stops.map { .object(["color": color($0.color.resolved(in: appearance)), "position": .number($0.location)]) })
    }

    static func typography(_ type: TypographyToken) -> JSONValue {
        let metrics = DynamicTypeTable.metrics(type.relativeTo, at: .large)
        return .object([
            "fontFamily": .string(FontFamily.name(type.design)),
            "fontSize": dimension(type.size),
            "fontWeight": .integer(type.weight.numericWeight),
            "letterSpacing": dimension(0),
            "lineHeight": .number(rounded(metrics.leading / metrics.size)),
        ])
    }

    static func animationValue(_ animation: AnimationSpec) -> (String, JSONValue, JSONValue?) {
        switch animation.kind {
        case let .timing(curve, duration):
            ("transition", .object(["duration": self.duration(duration / animation.speed),
                                    "delay": self.duration(animation.delay),
                                    "timingFunction": bezier(curve)]), nil)
        case let .spring(spring):
            ("duration", duration(rounded(DampedSpring(spring).settlingDuration / animation.speed)), nil)
        }
    }

    static func animationExtension(_ animation: AnimationSpec) -> JSONValue {
        var members: [String: JSONValue] = ["swiftUI": .string(animation.swiftUIExpression)]
        if case let .spring(spec) = animation.kind {
            let spring = DampedSpring(spec)
            members["spring"] = .object([
                "mass": .number(spring.mass), "stiffness": .number(rounded(spring.stiffness)),
                "damping": .number(rounded(spring.damping)), "response": .number(rounded(spring.response)),
                "dampingFraction": .number(rounded(spring.dampingFraction)), "bounce": .number(rounded(spring.bounce)),
            ])
        }
        switch animation.repetition {
        case .once: break
        case let .count(count, autoreverses): members["repeat"] = .object(["count": .integer(count), "autoreverses": .bool(autoreverses)])
        case let .forever(autoreverses): members["repeat"] = .object(["count": .string("infinite"), "autoreverses": .bool(autoreverses)])
        }
        return .object(members)
    }

    /// Groups of tokens nested by path.
    struct Tree {
        var leaves: [String: JSONValue] = [:]
        var groups: [String: Tree] = [:]

        mutating func insert(_ token: JSONValue, at path: [String]) {
            guard let first = path.first else { return }
            if path.count == 1 { leaves[first] = token } else { groups[first, default: Tree()].insert(token, at: Array(path.dropFirst())) }
        }

        var json: JSONValue {
            var members = leaves
            for (name, group) in groups { members[name] = group.json }
            return .object(members)
        }
    }
}

/// The font family a `Font.Design` names on Apple platforms, for tools outside Swift.
enum FontFamily {
    static func name(_ design: FontDesignToken) -> String {
        switch design {
        case .default: "SF Pro"
        case .rounded: "SF Pro Rounded"
        case .monospaced: "SF Mono"
        case .serif: "New York"
        }
    }
}
