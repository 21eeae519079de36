/// A spring as the spec writes it, in whichever of SwiftUI's three parametrizations it used.
/// `Motion.DampedSpring` turns any of them into physics; the spec's own numbers stay as written.
public enum SpringSpec: Hashable, Sendable, Codable {
    /// `.interpolatingSpring(mass:stiffness:damping:)`; SwiftUI's default mass is 1.
    case physical(mass: Double, stiffness: Double, damping: Double)
    /// `.spring(response:dampingFraction:)`.
    case response(response: Double, dampingFraction: Double)
    /// `.spring(duration:bounce:)`, and the presets `.smooth`, `.snappy`, `.bouncy`.
    case durationBounce(duration: Double, bounce: Double)

    /// `.interpolatingSpring(stiffness:damping:)` with SwiftUI's default mass of 1.
    public static func interpolating(stiffness: Double, damping: Double) -> SpringSpec {
        .physical(mass: 1, stiffness: stiffness, damping: damping)
    }

    /// `.smooth(duration:)`: bounce 0 (Apple documentation).
    public static func smooth(duration: Double = 0.5) -> SpringSpec { .durationBounce(duration: duration, bounce: 0) }
    /// `.snappy(duration:)`: bounce 0.15 (Apple documentation).
    public static func snappy(duration: Double = 0.5) -> SpringSpec { .durationBounce(duration: duration, bounce: 0.15) }
    /// `.bouncy(duration:)`: bounce 0.3 (Apple documentation).
    public static func bouncy(duration: Double = 0.5) -> SpringSpec { .durationBounce(duration: duration, bounce: 0.3) }

    /// The SwiftUI expression that produces this spring, for reports and generated code.
    public var swiftUIExpression: String {
        switch self {
        case let .physical(mass, stiffness, damping):
            mass == 1
                ? ".interpolatingSpring(stiffness: \(format(stiffness)), damping: \(format(damping)))"
                : ".interpolatingSpring(mass: \(format(mass)), stiffness: \(format(stiffness)), damping: \(format(damping)))"
        case let .response(response, dampingFraction):
            ".spring(response: \(format(response)), dampingFraction: \(format(dampingFraction)))"
        case let .durationBounce(duration, bounce):
            switch bounce {
            case 0: ".smooth(duration: \(format(duration)))"
            case 0.15: ".snappy(duration: \(format(duration)))"
            case 0.3: ".bouncy(duration: \(format(duration)))"
            default: ".spring(duration: \(format(duration)), bounce: \(format(bounce)))"
            }
        }
    }
}

/// The shortest decimal that reads back as `value` ("0.6", "130", "0.012").
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}
