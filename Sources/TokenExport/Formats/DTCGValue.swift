import DesignTokens
import Motion

/// A token value in DTCG terms (format 2025.10, decision D22): its `$type`, its light and dark
/// `$value`, and the extensions that carry what the format has no field for.
///
/// - Colors: `srgb` components and alpha (omitted when 1) to six decimals, with the `#rrggbb` fallback.
/// - Dimensions are `px`, one per iOS point; durations are `s`.
/// - Shadows: `blur` is twice SwiftUI's radius (CSS blurs with a standard deviation of half its
///   radius, Core Animation with one of its whole radius); `spread` is 0.
/// - Gradients: stops as `{color, position}`; the geometry in `com.airfit.gradient`.
/// - Typography: `lineHeight` is the Dynamic Type leading of the style it scales with, as a ratio;
///   that style is in `com.airfit.typography`.
/// - Animations: a timing curve is a `transition` (duration, delay, timingFunction); a spring
///   has no DTCG type, so it is a `duration` (SwiftUI's settling duration) with the spring's
///   parameters. Both carry their SwiftUI expression and repetition in `com.airfit.animation`.
struct DTCGValue {
    var type: String
    var light: JSONValue
    /// The dark value, for values that have an appearance.
    var dark: JSONValue?
    var extensions: [String: JSONValue] = [:]

    /// Nil for text, which has no DTCG type.
    init?(_ value: TokenValue) {
        switch value {
        case let .color(color): (type, light, dark) = ("color", Self.color(color.light), Self.color(color.dark))
        case let .dimension(points): (type, light) = ("dimension", Self.dimension(points))
        case let .duration(seconds): (type, light) = ("duration", Self.duration(seconds))
        case let .number(number): (type, light) = ("number", .number(number))
        case let .cubicBezier(curve): (type, light) = ("cubicBezier", Self.bezier(curve))
        case let .shadow(shadow): (type, light, dark) = ("shadow", Self.shadow(shadow, .light), Self.shadow(shadow, .dark))
        case let .gradient(gradient):
            (type, light, dark) = ("gradient", Self.gradient(gradient, .light), Self.gradient(gradient, .dark))
            extensions["com.airfit.gradient"] = Self.geometry(gradient)
        case let .typography(token):
            (type, light) = ("typography", Self.typography(token))
            var style: [String: JSONValue] = ["relativeTo": .string(token.relativeTo.rawValue)]
            if token.monospacedDigits { style["monospacedDigits"] = .bool(true) }
            extensions["com.airfit.typography"] = .object(style)
        case let .animation(animation):
            (type, light) = Self.animation(animation)
            extensions["com.airfit.animation"] = Self.animationExtension(animation)
        case .text: return nil
        }
    }

    static func color(_ color: SRGBColor) -> JSONValue {
        var members: [String: JSONValue] = [
            "colorSpace": .string("srgb"),
            "components": .array([color.red, color.green, color.blue].map { .number(rounded($0)) }),
            "hex": .string(color.opaque.hex.lowercased()),
        ]
        if color.alpha < 1 { members["alpha"] = .number(rounded(color.alpha)) }
        return .object(members)
    }

    /// Six decimals: beyond 8-bit channel precision, and free of floating-point noise.
    static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    static func dimension(_ points: Double) -> JSONValue { .object(["value": .number(rounded(points)), "unit": .string("px")]) }
    static func duration(_ seconds: Double) -> JSONValue { .object(["value": .number(rounded(seconds)), "unit": .string("s")]) }
    static func bezier(_ curve: TimingCurveSpec) -> JSONValue {
        .array([curve.x1, curve.y1, curve.x2, curve.y2].map { .number(rounded($0)) })
    }

    static func shadow(_ shadow: ShadowToken, _ appearance: Appearance) -> JSONValue {
        .object([
            "color": color(shadow.color.resolved(in: appearance)),
            "offsetX": dimension(shadow.x), "offsetY": dimension(shadow.y),
            "blur": dimension(shadow.radius * 2), "spread": dimension(0),
        ])
    }

    static func gradient(_ gradient: GradientSpec, _ appearance: Appearance) -> JSONValue {
        .array(
            gradient.stops.map { .object(["color": color($0.color.resolved(in: appearance)), "position": .number(rounded($0.location))]) })
    }

    /// Where a gradient runs: a linear one's CSS angle and unit-square end points, or a radial
    /// one's center and radii.
    static func geometry(_ gradient: GradientSpec) -> JSONValue {
        func point(_ point: GradientPoint) -> JSONValue { .array([.number(rounded(point.x)), .number(rounded(point.y))]) }
        switch gradient.geometry {
        case let .linear(start, end):
            return .object([
                "kind": .string("linear"), "angle": .number((gradient.cssAngleDegrees! * 1000).rounded() / 1000),
                "start": point(start), "end": point(end),
            ])
        case let .radial(center, startRadius, endRadius):
            return .object([
                "kind": .string("radial"), "center": point(center),
                "startRadius": dimension(startRadius), "endRadius": dimension(endRadius),
            ])
        }
    }

    static func typography(_ token: TypographyToken) -> JSONValue {
        .object([
            "fontFamily": .string(FontFamily.name(token.design)),
            "fontSize": dimension(token.size),
            "fontWeight": .integer(token.weight.numericWeight),
            "letterSpacing": dimension(0),
            "lineHeight": .number(rounded(FontFamily.lineHeight(token))),
        ])
    }

    static func animation(_ animation: AnimationSpec) -> (String, JSONValue) {
        switch animation.kind {
        case let .timing(curve, seconds):
            (
                "transition",
                .object([
                    "duration": duration(seconds / animation.speed),
                    "delay": duration(animation.delay),
                    "timingFunction": bezier(curve),
                ])
            )
        case let .spring(spring):
            ("duration", duration(DampedSpring(spring).settlingDuration / animation.speed))
        }
    }

    static func animationExtension(_ animation: AnimationSpec) -> JSONValue {
        var members: [String: JSONValue] = ["swiftUI": .string(animation.swiftUIExpression)]
        if case let .spring(spec) = animation.kind {
            let spring = DampedSpring(spec)
            members["spring"] = .object([
                "mass": .number(rounded(spring.mass)), "stiffness": .number(rounded(spring.stiffness)),
                "damping": .number(rounded(spring.damping)), "response": .number(rounded(spring.response)),
                "dampingFraction": .number(rounded(spring.dampingFraction)), "bounce": .number(rounded(spring.bounce)),
            ])
        }
        switch animation.repetition {
        case .once: break
        case let .count(count, autoreverses):
            members["repeat"] = .object(["count": .integer(count), "autoreverses": .bool(autoreverses)])
        case let .forever(autoreverses):
            members["repeat"] = .object(["count": .string("infinite"), "autoreverses": .bool(autoreverses)])
        }
        return .object(members)
    }
}
