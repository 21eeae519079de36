import DesignTokens
import SwiftUI

/// 000/001's progress ring: a track in the ring's own color at 20% and the active gradient's number
/// colors stroked around it from the top (a white track, as in 000's sample, is as light as the
/// fill in dark mode, which hides the progress), filling to `value / goal` when it appears and whenever the value changes, on
/// the bounce-free entrance spring (Reduce Motion: no motion, the ring is drawn filled).
@MainActor
public struct MetricRing: View {
    let value: Int
    let goal: Int
    let diameter: Double
    /// What the ring measures, read by VoiceOver before its value ("Calories, 1920 of 2300").
    let label: Text?

    /// The ring's default diameter and its stroke width at that size, in points.
    public static let diameter: Double = 88
    /// The stroke width at the default diameter, in points.
    public static let lineWidth: Double = 10

    /// A ring of `value` out of `goal`, `diameter` points across (the stroke scales with it).
    public init(value: Int, goal: Int, diameter: Double = MetricRing.diameter) {
        self.init(value: value, goal: goal, diameter: diameter, label: nil)
    }

    /// A ring that says what it measures: VoiceOver reads `titleKey` (looked up in the app's String
    /// Catalog), then the value ("Calories, 1920 of 2300"). A ring without one is read as a bare number.
    ///
    /// ```swift
    /// MetricRing("Calories", value: 1_920, goal: 2_300)
    /// ```
    public init(_ titleKey: LocalizedStringKey, value: Int, goal: Int, diameter: Double = MetricRing.diameter) {
        self.init(value: value, goal: goal, diameter: diameter, label: Text(titleKey))
    }

    /// The same with a label read verbatim (a string value, not a literal).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, value: Int, goal: Int, diameter: Double = MetricRing.diameter) {
        self.init(value: value, goal: goal, diameter: diameter, label: Text(title))
    }

    /// The same with a label made as you like: `Text("Calories", bundle: .module)`.
    public init(_ label: Text, value: Int, goal: Int, diameter: Double = MetricRing.diameter) {
        self.init(value: value, goal: goal, diameter: diameter, label: label)
    }

    init(value: Int, goal: Int, diameter: Double, label: Text?) {
        self.value = value
        self.goal = goal
        self.diameter = diameter.isFinite && diameter > 0 ? diameter : Self.diameter
        self.label = label
    }

    /// The filled fraction, 0…1 (0 for a goal of 0 or less).
    package var fraction: Double {
        goal > 0 ? min(max(Double(value) / Double(goal), 0), 1) : 0
    }

    public var body: some View {
        PastelRingFace(fraction: fraction, diameter: diameter)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(label ?? Text(verbatim: ""))
            .accessibilityValue(Text("\(value) of \(goal)", bundle: .module))
    }
}
