import DesignTokens
import SwiftUI

/// 003's progress ring: a white 8% track and an emerald-to-gold fill (shared `RingCore` with the
/// pastel `MetricRing`) with a gold glow behind its end, the percentage counting in the middle
/// with a numeric content transition, and a success haptic once when it reaches 100%.
@MainActor
public struct ProgressRing: View {
    let value: Int
    let goal: Int
    let diameter: Double
    /// What the ring measures, read by VoiceOver before its value ("Weekly volume, 3200 of 5000").
    let label: Text?

    /// A ring filled to `value` of `goal`, with a success haptic the first time it reaches 100%.
    ///
    /// ```swift
    /// ProgressRing(value: 3_200, goal: 5_000)
    /// ```
    ///
    /// - Parameters:
    ///   - value: How far along; clamped to 0…`goal` for the drawing.
    ///   - goal: The value of a full ring.
    ///   - diameter: The ring's outer diameter in points.
    public init(value: Int, goal: Int, diameter: Double = 140) {
        self.init(value: value, goal: goal, diameter: diameter, label: nil)
    }

    /// A ring that says what it measures: VoiceOver reads `titleKey` (looked up in the app's String
    /// Catalog), then the value ("Experience, 640 of 1000"). A ring without one is read as a bare number.
    ///
    /// ```swift
    /// ProgressRing("Weekly volume", value: 3_200, goal: 5_000)
    /// ```
    public init(_ titleKey: LocalizedStringKey, value: Int, goal: Int, diameter: Double = 140) {
        self.init(value: value, goal: goal, diameter: diameter, label: Text(titleKey))
    }

    /// The same with a label read verbatim (a string value, not a literal).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, value: Int, goal: Int, diameter: Double = 140) {
        self.init(value: value, goal: goal, diameter: diameter, label: Text(title))
    }

    /// The same with a label made as you like: `Text("Experience", bundle: .module)`.
    public init(_ label: Text, value: Int, goal: Int, diameter: Double = 140) {
        self.init(value: value, goal: goal, diameter: diameter, label: label)
    }

    init(value: Int, goal: Int, diameter: Double, label: Text?) {
        self.value = value
        self.goal = goal
        self.diameter = diameter.isFinite && diameter > 0 ? diameter : 140
        self.label = label
    }

    /// The filled fraction, 0…1 (0 for a goal of 0 or less).
    package var fraction: Double {
        goal > 0 ? min(max(Double(value) / Double(goal), 0), 1) : 0
    }

    public var body: some View {
        AthleticRingFace(fraction: fraction, diameter: diameter) { EmptyView() }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(label ?? Text(verbatim: ""))
            .accessibilityValue(Text("\(value) of \(goal)", bundle: .module))
    }
}
