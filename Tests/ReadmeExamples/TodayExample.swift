import AirFitUI
import DesignTokens
import SwiftUI

// The README's example, verbatim below this header (ReadmeExampleTests checks it): it compiles
// against the headless layer here and against Apple's SDKs in scripts/apple-typecheck.sh.

struct Today: View {
    @State private var section = "Meals"

    var body: some View {
        FitToScreenPage { _ in  // compact below 700 pt (004)
            LiquidGlassSegmentedPicker(selection: $section, options: ["Meals", "Workouts"])
            GlassCard(tint: .blue) {
                Text("Morning run").font(.headline)
                SecondaryText("5.2 km · 28 min")
            }
            GlassTextPillButton("Log meal", systemImage: "arrow.right", tint: .blue, isProminent: true) {}
        }
    }
}
