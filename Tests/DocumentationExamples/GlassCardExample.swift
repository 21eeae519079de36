import AirFitUI
import SwiftUI

/// `GlassCard`'s example on its documentation page (`Components/GlassCard.md` shows this code).
struct ProteinCard: View {
    var body: some View {
        GlassCard {
            VStack(alignment: .leading, spacing: 4) {
                Text("Protein").font(.headline)
                Text("112 of 140 g").font(.subheadline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
