import AirFitUI
import DesignTokens
import SwiftUI

/// A workout's detail: totals as gradient figures, then each exercise with its sets.
@MainActor
public struct WorkoutDetailScreen: View {
    @Environment(\.locale) private var locale
    /// A sample workout's detail.
    public init() {}

    public var body: some View {
        PastelPage(initial: .dawnPeach) {
            // The page scrolls once its cards are taller than the screen (accessibility sizes).
            PastelScroll {
                VStack(alignment: .leading, spacing: 20) {
                    ScreenTitle(text: String(localized: "Upper\nBody", bundle: .module, locale: locale), size: 34)
                    GlassCard {
                        WorkoutTotals()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text("Workout, 18 of 20 sets, 45 minutes, 8,240 kilograms", bundle: .module))
                    ForEach(DailySamples.exercises.indices, id: \.self) { index in
                        let exercise = DailySamples.exercises[index]
                        GlassCard {
                            LabeledValueRow {
                                exercise.name.font(.headline).minimumScaleFactor(0.7)
                            } value: {
                                exercise.sets.font(.subheadline.monospacedDigit()).accessibleSecondaryForeground()
                            }
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
        }
    }
}

/// The workout's totals beside its ring, or under it at the accessibility sizes.
@MainActor
private struct WorkoutTotals: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 12) {
                MetricRing(value: 18, goal: 20, diameter: 72)
                totals(alignment: .leading)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack {
                MetricRing(value: 18, goal: 20, diameter: 72)
                Spacer()
                totals(alignment: .trailing)
            }
        }
    }

    private func totals(alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment) {
            Text("45 min · 8,240 kg", bundle: .module).font(.headline)
            Text("18 of 20 sets", bundle: .module).font(.subheadline).accessibleSecondaryForeground()
        }
    }
}
