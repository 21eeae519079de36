import AirFitUI
import DesignTokens
import SwiftUI

// The README's example, verbatim below this header (ReadmeExampleTests checks it): it compiles
// against the headless layer here and against Apple's SDKs in scripts/apple-typecheck.sh.

struct BrandedSummary: View {
    /// The brand: athletic's structure, a coral accent with navy on it, a teal highlight.
    static let brand: Theme = {
        var theme = Theme.athletic.named("harbor")
        theme.accent = AdaptiveColor(.token("#FF6B4A"))
        theme.onAccent = AdaptiveColor(.token("#0B1F33"))
        theme.accentText = AdaptiveColor(light: .token("#B83A1E"), dark: .token("#FF8A6E"))
        theme.highlight = AdaptiveColor(.token("#2EC4B6"))
        theme.typography.label = TypographyToken(size: 16, weight: .bold, relativeTo: .headline)
        return theme
    }()

    var body: some View {
        VStack(spacing: 12) {
            StatCard("Streak", value: "12 days", systemImage: "flame.fill")
            Button("Start workout") {}.buttonStyle(.modern(.primary))
            Button {
            } label: {
                Label("Quick 20", systemImage: "bolt.fill")
            }
            .buttonStyle(.actionChip)
            Button("Save") {}.buttonStyle(.liquidPillProminent)
            Label("Level 12", systemImage: "star.fill").labelStyle(.glowBadge)
            Gauge(value: 0.64) { Text("Move") }.gaugeStyle(.metricRing)
        }
        .theme(Self.brand)
    }
}
