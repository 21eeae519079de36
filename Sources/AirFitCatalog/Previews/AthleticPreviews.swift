import AirFitUI
import DesignTokens
import SwiftUI

/// 003's cards, ring and buttons on the athletic base surface: a stagger-revealed list of
/// ModernCards, a ProgressRing and the five ModernButton variants.
@MainActor
struct ModernComponentsPreviews: PreviewProvider {
    static var previews: some View {
        ModernComponentsPreview()
    }
}

@MainActor
struct ModernComponentsPreview: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ZStack {
            AthleticColors.surfaceBase.color(in: colorScheme).ignoresSafeArea()
            VStack(alignment: .leading, spacing: 12) {
                ForEach(0..<2) { index in
                    ModernCard(accentEdge: index == 0 ? AthleticColors.accentPrimary : nil) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(index == 0 ? "Today's workout" : "Recovery").typography(AthleticTypography.headlineSmall)
                                .foregroundStyle(AthleticColors.textPrimary)
                            Text(index == 0 ? "Upper body · 45 min" : "Sleep 7 h 40 min").typography(AthleticTypography.bodyMedium)
                                .foregroundStyle(AthleticColors.textSecondary)
                        }
                    }
                    .staggerReveal(index: index)
                    .a11y(label: index == 0 ? "Today's workout, upper body, 45 minutes" : "Recovery, sleep 7 hours 40 minutes")
                }
                ProgressRing(value: 3, goal: 4, diameter: 120)
                    .a11y(label: "Sets done, 3 of 4")
                    .frame(maxWidth: .infinity)
                ForEach(AthleticButtonVariant.allCases, id: \.self) { variant in
                    ModernButton(variant.rawValue.capitalized, variant: variant, shape: variant == .accent ? .capsule : .roundedRectangle) {
                    }
                }
            }
            .padding(AthleticCard.screenPadding)
        }
        .homeTheme(.athletic)
    }
}

/// A ModernSegmentControl, StatCards and ActionChips on the athletic base surface.
@MainActor
struct StatsPreviews: PreviewProvider {
    static var previews: some View {
        StatsPreview()
    }
}

@MainActor
struct StatsPreview: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var range = "Week"

    var body: some View {
        ZStack {
            AthleticColors.surfaceBase.color(in: colorScheme).ignoresSafeArea()
            VStack(alignment: .leading, spacing: 12) {
                ModernSegmentControl(selection: $range, options: ["Day", "Week", "Month"])
                StatCard("Active energy", value: "642 kcal", systemImage: "flame.fill")
                StatCard("Personal best", value: "120 kg", systemImage: "trophy.fill", tint: AthleticColors.accentSecondary)
                HStack(spacing: 8) {
                    ActionChip("Log set", systemImage: "plus") {}
                    ActionChip("Rest timer", systemImage: "timer") {}
                }
            }
            .padding(AthleticCard.screenPadding)
        }
        .homeTheme(.athletic)
    }
}
