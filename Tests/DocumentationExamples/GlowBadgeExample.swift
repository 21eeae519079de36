import AirFitUI
import DesignTokens
import SwiftUI

/// `GlowBadge`'s example on its documentation page (`Components/GlowBadge.md` shows this code).
struct LevelBadge: View {
    var body: some View {
        GlowBadge("Level 12", systemImage: "star.fill", tint: AthleticColors.accentSecondary)
    }
}
