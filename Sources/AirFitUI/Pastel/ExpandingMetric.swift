import DesignTokens
import SwiftUI

/// 001's "lift and expand": a `MetricRing` that, tapped, grows into a detail view with its title
/// and figures, the ring moving between the two with `matchedGeometryEffect` on the bounce-free
/// spring; tapped again, it settles back. Each change gives 001's navigation haptic.
@MainActor
public struct ExpandingMetric: View {
    let title: Text
    let value: Int
    let goal: Int
    let unit: String

    @Namespace private var namespace
    @State private var expanded = false

    /// The expanded ring's diameter, in points.
    package static let expandedDiameter: Double = 200

    /// A ring that lifts and expands into its detail when tapped.
    ///
    /// - Parameters:
    ///   - titleKey: What the metric is, looked up in the app's String Catalog.
    ///   - value: Its value.
    ///   - goal: The value of a full ring.
    ///   - unit: The unit shown after the value.
    public init(_ titleKey: LocalizedStringKey, value: Int, goal: Int, unit: String) {
        self.init(Text(titleKey), value: value, goal: goal, unit: unit)
    }

    /// The same with a title shown verbatim (a string value, not a literal: a name, say).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: Int, goal: Int, unit: String) {
        self.init(Text(title), value: value, goal: goal, unit: unit)
    }

    /// The same with a title made as you like: `Text("key", bundle: .module)` for a key in your
    /// module's String Catalog.
    public init(_ title: Text, value: Int, goal: Int, unit: String) {
        self.title = title
        self.value = value
        self.goal = goal
        self.unit = unit
    }

    public var body: some View {
        ZStack {
            if expanded {
                VStack(spacing: Spacing.sm) {
                    MetricRing(value: value, goal: goal, diameter: Self.expandedDiameter)
                        .matchedGeometryEffect(id: "ring", in: namespace)
                    title.font(.title2.weight(.semibold))
                    Text("\(value) of \(goal) \(unit)", bundle: .module).font(.subheadline)
                }
                .transition(.opacity)
            } else {
                MetricRing(value: value, goal: goal)
                    .matchedGeometryEffect(id: "ring", in: namespace)
            }
        }
        .onTapGesture {
            withAnimation(.token(.spring(PastelGlass.entranceSpringBounceFree))) { expanded.toggle() }
        }
        .sensoryFeedback(PastelHaptics.navigation.feedback, trigger: expanded)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityValue(Text("\(value) of \(goal) \(unit)", bundle: .module))
        .accessibilityAddTraits(.isButton)
    }
}
