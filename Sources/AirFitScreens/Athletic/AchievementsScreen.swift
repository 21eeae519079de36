import AirFitUI
import DesignTokens
import SwiftUI

/// 003's Achievements: the level with its XP, rarity badges, and achievement cards that flip to
/// their details when tapped; the newest pulses as it unlocks.
@MainActor
public struct AchievementsScreen: View {
    @Environment(\.airfitTheme) private var theme
    /// The theme's roles, athletic where none is set: a brand theme reaches the screen's own text and accents.
    private var roles: Theme { theme ?? .athletic }
    @State private var flipped: Set<Int> = []
    @State private var unlocked = 0
    @Environment(\.colorScheme) private var colorScheme

    /// The achievements screen with its sample data.
    public init() {}

    public var body: some View {
        ThemeBackdrop(home: .athletic) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    // One word: at AX4–AX5 it shrinks a little rather than break (D150).
                    Text("Achievements", bundle: .module)
                        .typography(AthleticTypography.displaySmall)
                        .lineLimit(1)
                        .minimumScaleFactor(0.7)
                        .foregroundStyle(roles.textPrimary)
                        .accessibilityAddTraits(.isHeader)
                    level
                    ForEach(0..<(TrainingSamples.achievements.count + 1) / 2, id: \.self) { row in
                        // One column at the accessibility sizes, where two cards a row squeeze their words.
                        AdaptiveStack(spacing: 12) {
                            ForEach((row * 2)..<min(row * 2 + 2, TrainingSamples.achievements.count), id: \.self) { index in
                                card(index)
                            }
                        }
                    }
                }
                .padding(AthleticCard.screenPadding)
            }
        }
        .onAppear { unlocked += 1 }
    }

    private func card(_ index: Int) -> some View {
        let achievement = TrainingSamples.achievements[index]
        return AchievementCard(achievement: achievement, isFlipped: flipped.contains(index))
            .pulseExpand(trigger: index == 1 ? unlocked : 0)
            .onTapGesture {
                if flipped.contains(index) { flipped.remove(index) } else { flipped.insert(index) }
            }
            .a11y(
                label: Text("\(achievement.title), \(achievement.rarity), \(achievement.earned)", bundle: .module),
                hint: Text("Shows how it was earned", bundle: .module), trait: .isButton)
    }

    private var level: some View {
        ModernCard(accentEdge: roles.highlight) {
            AdaptiveStack(spacing: 16) {
                ProgressRing(value: TrainingSamples.experience, goal: TrainingSamples.experienceGoal, diameter: 108)
                VStack(alignment: .leading, spacing: 6) {
                    GlowBadge(Text("Level \(TrainingSamples.level)", bundle: .module), systemImage: "star.fill")
                    Text("\(TrainingSamples.experience) / \(TrainingSamples.experienceGoal) XP", bundle: .module)
                        .typography(AthleticTypography.numberSmall)
                        .foregroundStyle(roles.textPrimary)
                }
            }
        }
        .a11y(
            label: Text(
                "Level \(TrainingSamples.level), \(TrainingSamples.experience) of \(TrainingSamples.experienceGoal) XP", bundle: .module))
    }
}

/// One achievement: its symbol, title and rarity in front, how it was earned on the back.
@MainActor
struct AchievementCard: View {
    @Environment(\.airfitTheme) private var theme
    /// The theme's roles, athletic where none is set: a brand theme reaches the screen's own text and accents.
    private var roles: Theme { theme ?? .athletic }
    let achievement: TrainingSamples.Achievement
    let isFlipped: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let accent = achievement.gold ? roles.highlight : roles.accent
        face {
            Image(systemName: achievement.symbol)
                .font(.system(size: 28, weight: .bold))
                .foregroundStyle(accent)
            // A long word (German "Marathonmonat" in a half-width card) shrinks rather than break (D150).
            achievement.title.typography(AthleticTypography.headlineSmall)
                .minimumScaleFactor(AthleticTypography.minimumScaleFactor)
                .foregroundStyle(roles.textPrimary)
                .multilineTextAlignment(.center)
            GlowBadge(achievement.rarity, tint: accent)
        }
        .cardFlip(isFlipped: isFlipped) {
            face {
                achievement.earned.typography(AthleticTypography.labelLarge)
                    .foregroundStyle(roles.accentText)
                achievement.detail.typography(AthleticTypography.bodyMedium)
                    .foregroundStyle(roles.textSecondary)
                    .multilineTextAlignment(.center)
            }
        }
        // 170 pt, or taller when large text needs it; both faces take the taller size. In a scroll
        // view nothing proposes a height, so the card proposes itself its own: a frame proposed nothing
        // proposes its content nothing unless it sits at its minimum, and the front face would stay at
        // its own height inside a taller back (D156).
        .frame(minHeight: 170)
        .fixedSize(horizontal: false, vertical: true)
    }

    private func face<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        ModernCard(accentEdge: achievement.gold ? roles.highlight : roles.accent) {
            VStack(spacing: 8) { content() }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
