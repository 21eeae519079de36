import AirFitUI
import DesignTokens
import SwiftUI

/// The same cards and controls from all three dialects, so `.theme(_:)` can be seen at work: without a
/// theme each keeps its dialect; under one, every card, text, accent and type role and press takes
/// the theme's look. They stand on the theme's backdrop (`BaseScreen`): with no theme, or the pastel
/// one, a pastel gradient, so glass shows as glass and solid surfaces as solid.
@MainActor
public struct ThemedComponents: View {
    /// The components, each in its own dialect until a theme is set above them.
    public init() {}

    public var body: some View {
        PreviewBackdrop(.skyLavender) { cards }
    }

    private var cards: some View {
        VStack(alignment: .leading, spacing: 12) {
            GlassCard {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Protein").font(.headline)
                    Text("112 of 140 g").accessibleSecondaryForeground()
                }
            }
            ModernCard(accentEdge: AthleticColors.accentPrimary) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Leg day").font(.headline)
                    Text("6 exercises · 55 min").accessibleSecondaryForeground()
                }
            }
            StatCard("Streak", value: "12 days", systemImage: "flame.fill", tint: AthleticColors.accentSecondary)
            HStack(spacing: 8) {
                ActionChip("Quick 20", systemImage: "bolt.fill") {}
                FlareButton("Log a meal") {}
            }
        }
    }
}
