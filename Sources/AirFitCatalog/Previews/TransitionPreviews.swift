import AirFitUI
import DesignTokens
import SwiftUI

/// 003 §4's signature transitions, each started as its preview appears so one animation shows it
/// whole: the hero, the sheet rise, the pulse expand, the tab morph, the card flip, the countdown.
@MainActor
enum TransitionPreviews {
    /// An athletic screen around a transition's stage.
    @MainActor
    struct Stage<Content: View>: View {
        @ViewBuilder let content: Content
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            ZStack {
                AthleticColors.surfaceBase.color(in: colorScheme).ignoresSafeArea()
                content.padding(AthleticCard.screenPadding)
            }
            .homeTheme(.athletic)
        }
    }

    /// A workout card growing into its detail (003 §4.1).
    @MainActor
    struct Hero: View {
        @Namespace private var namespace
        @State private var expanded = false
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Stage {
                VStack {
                    if expanded {
                        VStack(alignment: .leading, spacing: 12) {
                            Text("Upper body").typography(AthleticTypography.headlineLarge)
                            Text("5 exercises · 45 min · 18 sets").typography(AthleticTypography.bodyMedium)
                                .foregroundStyle(AthleticColors.textSecondary)
                            Spacer()
                        }
                        .foregroundStyle(AthleticColors.textPrimary)
                        .padding(24)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .background(AthleticColors.surfaceOverlay)
                        .heroDestination(id: "workout", namespace: namespace)
                    } else {
                        ModernCard(accentEdge: AthleticColors.accentPrimary) {
                            Text("Upper body").typography(AthleticTypography.headlineSmall)
                                .foregroundStyle(AthleticColors.textPrimary)
                                .frame(maxWidth: .infinity, alignment: .leading)
                        }
                        .heroSource(id: "workout", namespace: namespace)
                        Spacer()
                    }
                }
            }
            .onAppear {
                withAnimation(.token(SignatureTransition.hero.token.animation)) { expanded = true }
            }
        }
    }

    /// A set-logging sheet rising over the screen (003 §4.3).
    @MainActor
    struct SheetRiseStage: View {
        @State private var presented = false
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Stage {
                VStack(alignment: .leading, spacing: 12) {
                    StatCard("Volume", value: "8,240 kg", systemImage: "chart.bar.fill")
                    StatCard("Sets", value: "18", systemImage: "flame.fill")
                    Spacer()
                }
            }
            .sheetRise(isPresented: $presented) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Log set").typography(AthleticTypography.headlineMedium)
                        .foregroundStyle(AthleticColors.textPrimary)
                    ModernButton("Save set", variant: .primary) {}
                }
                .padding(.horizontal, AthleticCard.screenPadding)
            }
            .onAppear { presented = true }
        }
    }

    /// A level badge pulsing as the level goes up (003 §4.4).
    @MainActor
    struct Pulse: View {
        @State private var level = 11

        var body: some View {
            Stage {
                GlowBadge("Level \(level)", systemImage: "star.fill")
                    .scaleEffect(2)
                    .pulseExpand(trigger: level)
            }
            .onAppear { level += 1 }
        }
    }

    /// A tab change morphing the page from the trailing side (003 §4.5).
    @MainActor
    struct TabMorph: View {
        @State private var tab = 0
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Stage {
                VStack {
                    TabMorphContainer(selection: tab) { index in
                        ModernCard(accentEdge: index == 1 ? AthleticColors.accentPrimary : nil) {
                            Text(["Today", "Train", "Progress"][index]).typography(AthleticTypography.headlineLarge)
                                .foregroundStyle(AthleticColors.textPrimary)
                                .frame(maxWidth: .infinity, minHeight: 160)
                        }
                    }
                    Spacer()
                    AnimatedTabBar(
                        selection: $tab,
                        options: [
                            SelectionOption("Today", value: 0, systemImage: "house"),
                            SelectionOption("Train", value: 1, systemImage: "dumbbell"),
                            SelectionOption("Progress", value: 2, systemImage: "chart.bar"),
                        ])
                }
            }
            .onAppear { tab = 1 }
        }
    }

    /// An achievement card flipping to its details (003 §4.6).
    @MainActor
    struct Flip: View {
        @State private var flipped = false
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Stage {
                face("trophy.fill", "First 100 kg", "Tap for details", gold: true)
                    .cardFlip(isFlipped: flipped) {
                        face("calendar", "Earned 12 March", "Bench press · 100 kg × 3", gold: false)
                    }
                    .frame(height: 200)
            }
            .onAppear { flipped = true }
        }

        private func face(_ symbol: String, _ title: String, _ detail: String, gold: Bool) -> some View {
            ModernCard(accentEdge: gold ? AthleticColors.accentSecondary : AthleticColors.accentPrimary) {
                VStack(spacing: 8) {
                    Image(systemName: symbol).font(.system(size: 36, weight: .bold))
                        .foregroundStyle((gold ? AthleticColors.accentSecondary : AthleticColors.accentPrimary))
                    Text(title).typography(AthleticTypography.headlineMedium)
                        .foregroundStyle(AthleticColors.textPrimary)
                    Text(detail).typography(AthleticTypography.bodyMedium)
                        .foregroundStyle(AthleticColors.textSecondary)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    /// 3, 2, 1, GO (003 §4.7).
    @MainActor
    struct CountdownStage: View {
        var body: some View {
            Stage { Countdown(from: 3) }
        }
    }
}

extension PreviewCatalog {
    /// 003's controls and signature transitions.
    static let athleticEntries: [PreviewEntry] = [
        PreviewEntry(
            name: "athletic-controls",
            summary: "003: ModernTextFields, a PillSelector, GlowBadges, a glowing ProgressRing, an AnimatedTabBar", dialect: .athletic
        ) {
            AnyView(AthleticControlsPreviews.previews)
        },
        PreviewEntry(
            name: "transition-hero", summary: "003 §4.1: a workout card growing into its detail (medium, then soft at 0.4 s)",
            dialect: .athletic
        ) {
            AnyView(TransitionPreviews.Hero())
        },
        PreviewEntry(
            name: "transition-sheet-rise", summary: "003 §4.3: a sheet rising over a dimmed screen (soft on present)", dialect: .athletic
        ) {
            AnyView(TransitionPreviews.SheetRiseStage())
        },
        PreviewEntry(name: "transition-pulse-expand", summary: "003 §4.4: a level badge pulsing with a ripple (rigid)", dialect: .athletic)
        {
            AnyView(TransitionPreviews.Pulse())
        },
        PreviewEntry(
            name: "transition-tab-morph", summary: "003 §4.5: a tab change sliding the page in from the trailing side (light)",
            dialect: .athletic
        ) {
            AnyView(TransitionPreviews.TabMorph())
        },
        PreviewEntry(
            name: "transition-card-flip", summary: "003 §4.6: an achievement card flipping to its back (medium at 90°)", dialect: .athletic
        ) {
            AnyView(TransitionPreviews.Flip())
        },
        PreviewEntry(
            name: "transition-countdown-burst", summary: "003 §4.7: 3, 2, 1, GO with a constricting ring (ticks, heavy on GO)",
            dialect: .athletic
        ) {
            AnyView(TransitionPreviews.CountdownStage())
        },
    ]
}
