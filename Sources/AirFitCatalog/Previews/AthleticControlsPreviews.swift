import AirFitUI
import DesignTokens
import SwiftUI

/// 003's input and navigation controls on the athletic base surface: ModernTextFields (empty and
/// filled), a PillSelector, GlowBadges, a ProgressRing with its endpoint glow and an AnimatedTabBar.
@MainActor
struct AthleticControlsPreviews: PreviewProvider {
    static var previews: some View {
        AthleticControlsPreview()
    }
}

@MainActor
struct AthleticControlsPreview: View {
    @State private var exercise = ""
    @State private var weight = "80 kg"
    @State private var muscle = "Legs"
    @State private var tab = 1
    @Environment(\.colorScheme) private var colorScheme

    @ViewBuilder private var badges: some View {
        GlowBadge("Level 12", systemImage: "star.fill")
        GlowBadge("Rare", tint: AthleticColors.accentPrimary)
        GlowBadge("New PR", systemImage: "trophy.fill", tint: AthleticColors.error)
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            AthleticColors.surfaceBase.color(in: colorScheme).ignoresSafeArea()
            VStack(alignment: .leading, spacing: 16) {
                ModernTextField("Exercise", text: $exercise)
                ModernTextField("Weight", text: $weight)
                PillSelector(selection: $muscle, options: ["Chest", "Back", "Legs", "Shoulders", "Arms"])
                    .padding(.horizontal, -AthleticCard.screenPadding)
                // A row of badges, stacked where the row does not fit (the largest text sizes).
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 8) { badges }
                    VStack(alignment: .leading, spacing: 8) { badges }
                }
                ProgressRing(value: 5, goal: 8, diameter: 120)
                    .a11y(label: "Workouts this month, 5 of 8")
                    .frame(maxWidth: .infinity)
                Spacer(minLength: 0)
            }
            .padding(AthleticCard.screenPadding)
            AnimatedTabBar(
                selection: $tab,
                options: [
                    SelectionOption("Home", value: 0, systemImage: "house"), SelectionOption("Train", value: 1, systemImage: "dumbbell"),
                    SelectionOption("Progress", value: 2, systemImage: "chart.bar", hasBadge: true),
                    SelectionOption("Profile", value: 3, systemImage: "person"),
                ]
            )
            .padding(.horizontal, AthleticCard.screenPadding)
            .padding(.bottom, 8)
        }
        .homeTheme(.athletic)
    }
}
