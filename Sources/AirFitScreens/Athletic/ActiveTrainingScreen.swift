import AirFitUI
import DesignTokens
import SwiftUI

/// 003's Active training: a 3-2-1-GO countdown burst, then the first set: the exercise, the sets
/// ring counting up, the target, and the set's actions.
@MainActor
public struct ActiveTrainingScreen: View {
    @Environment(\.airfitTheme) private var theme
    /// The theme's roles, athletic where none is set: a brand theme reaches the screen's own text and accents.
    private var roles: Theme { theme ?? .athletic }
    @State private var started: Bool
    @State private var setsDone = TrainingSamples.setsDone

    /// The screen at its countdown, or already in the set when `skipsCountdown` is true.
    public init(skipsCountdown: Bool = false) {
        _started = State(initialValue: skipsCountdown)
    }

    public var body: some View {
        ThemeBackdrop(home: .athletic) {
            ZStack {
                if started {
                    workout.transition(.opacity)
                } else {
                    VStack(spacing: 24) {
                        Text("Get ready", bundle: .module)
                            .typography(AthleticTypography.headlineMedium)
                            .foregroundStyle(roles.textSecondary)
                            .accessibilityAddTraits(.isHeader)
                        Countdown(from: 3) { withAnimation(.easeInOut(duration: 0.3)) { started = true } }
                    }
                    .transition(.opacity)
                }
            }
        }
    }

    private var workout: some View {
        VStack(spacing: 24) {
            VStack(spacing: 4) {
                Text("Set \(min(setsDone + 1, TrainingSamples.setsPlanned)) of \(TrainingSamples.setsPlanned)", bundle: .module)
                    .typography(AthleticTypography.labelLarge)
                    .foregroundStyle(roles.accentText)
                TrainingSamples.exercise
                    .typography(AthleticTypography.displaySmall)
                    .foregroundStyle(roles.textPrimary)
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isHeader)
            ProgressRing(value: setsDone, goal: TrainingSamples.setsPlanned, diameter: 180)
                .a11y(label: Text("Sets done, \(setsDone) of \(TrainingSamples.setsPlanned)", bundle: .module))
            ModernCard {
                HStack {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Target", bundle: .module).typography(AthleticTypography.labelMedium)
                            .foregroundStyle(roles.textSecondary)
                        TrainingSamples.setTarget.typography(AthleticTypography.numberMedium)
                            .foregroundStyle(roles.textPrimary)
                    }
                    .layoutPriority(1)
                    Spacer()
                    GlowBadge(Text("PR pace", bundle: .module), systemImage: "bolt.fill", tint: roles.accent)
                }
            }
            .a11y(label: Text("Target, \(TrainingSamples.setTarget), on personal record pace", bundle: .module))
            Spacer(minLength: 0)
            VStack(spacing: 12) {
                ModernButton(Text("Complete set", bundle: .module), variant: .primary) {
                    setsDone = min(setsDone + 1, TrainingSamples.setsPlanned)
                }
                HStack(spacing: 12) {
                    ModernButton(Text("Rest 90 s", bundle: .module), variant: .secondary) {}
                    ModernButton(Text("End workout", bundle: .module), variant: .danger) {}
                }
            }
        }
        .padding(AthleticCard.screenPadding)
    }
}
