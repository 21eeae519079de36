import AirFitUI
import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// A workout's detail: totals as gradient figures, then each exercise with its sets.
@MainActor
public struct WorkoutDetailScreen: View {
    /// A sample workout's detail.
    public init() {}

    public var body: some View {
        PastelPage(initial: .dawnPeach) {
            VStack(alignment: .leading, spacing: 20) {
                ScreenTitle(text: "Upper\nBody", size: 34)
                GlassCard {
                    HStack {
                        MetricRing(value: 18, goal: 20, diameter: 72)
                        Spacer()
                        VStack(alignment: .trailing) {
                            Text("45 min · 8,240 kg").font(.headline)
                            Text("18 of 20 sets").font(.subheadline).accessibleSecondaryForeground()
                        }
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Workout, 18 of 20 sets, 45 minutes, 8,240 kilograms")
                ForEach(DailySamples.exercises, id: \.0) { exercise in
                    GlassCard {
                        HStack {
                            Text(exercise.0).font(.headline)
                            Spacer()
                            Text(exercise.1).font(.subheadline.monospacedDigit()).accessibleSecondaryForeground()
                        }
                    }
                    .accessibilityElement(children: .combine)
                }
                Spacer(minLength: 0)
            }
        }
    }
}
