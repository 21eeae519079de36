#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

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

    var body: some View {
        ZStack(alignment: .bottom) {
            AthleticColors.surfaceBase.color(in: colorScheme).ignoresSafeArea()
            VStack(alignment: .leading, spacing: 16) {
                ModernTextField("Exercise", text: $exercise)
                ModernTextField("Weight", text: $weight)
                PillSelector(["Chest", "Back", "Legs", "Shoulders", "Arms"], selection: $muscle)
                    .padding(.horizontal, -AthleticCard.screenPadding)
                HStack(spacing: 8) {
                    GlowBadge("Level 12", systemImage: "star.fill")
                    GlowBadge("Rare", tint: AthleticColors.accentPrimary)
                    GlowBadge("New PR", systemImage: "trophy.fill", tint: AthleticColors.error)
                }
                ProgressRing(value: 5, goal: 8, diameter: 120)
                    .a11y(label: "Workouts this month, 5 of 8")
                    .frame(maxWidth: .infinity)
                Spacer(minLength: 0)
            }
            .padding(AthleticCard.screenPadding)
            AnimatedTabBar([.init("Home", systemImage: "house"), .init("Train", systemImage: "dumbbell"),
                            .init("Progress", systemImage: "chart.bar", hasBadge: true), .init("Profile", systemImage: "person")],
                           selection: $tab)
                .padding(.horizontal, AthleticCard.screenPadding)
                .padding(.bottom, 8)
        }
        .theme(.athletic)
    }
}
