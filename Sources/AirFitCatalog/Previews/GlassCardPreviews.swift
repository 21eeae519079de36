import AirFitUI
import DesignTokens
import SwiftUI

/// GlassCard's previews: a nutrition summary card on the peach-rose gradient.
@MainActor
struct GlassCardPreviews: PreviewProvider {
    static var previews: some View {
        PreviewBackdrop {
            GlassCard {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Nutrition").font(.headline)
                    Text("1,850 of 2,300 calories").font(.subheadline)
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Nutrition summary, 1850 of 2300 calories")
        }
    }
}
