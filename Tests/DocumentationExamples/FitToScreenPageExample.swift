import AirFitUI
import SwiftUI

/// `FitToScreenPage`'s example on its documentation page (`Components/FitToScreenPage.md` shows this code).
struct TodayPage: View {
    var body: some View {
        FitToScreenPage { spacing in
            VStack(spacing: spacing) {
                GlassCard(tint: .blue) { Text("Morning run") }
                GlassCard(tint: .purple) { Text("Lunch") }
                SecondaryText("Hidden on short screens")
            }
        }
        .frame(height: 200)
    }
}
