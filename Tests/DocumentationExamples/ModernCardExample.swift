import AirFitUI
import DesignTokens
import SwiftUI

/// `ModernCard`'s example on its documentation page (`Components/ModernCard.md` shows this code).
struct NextWorkout: View {
    var body: some View {
        ModernCard(accentEdge: AthleticColors.accentPrimary) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Upper body").font(.headline)
                Text("45 min · 6 exercises").font(.subheadline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
