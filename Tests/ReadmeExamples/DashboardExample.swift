import AirFitUI
import DesignTokens
import SwiftUI

// The README's example, verbatim below this header (ReadmeExampleTests checks it): it compiles
// against the headless layer here and against Apple's SDKs in scripts/apple-typecheck.sh.

struct Dashboard: View {
    @State private var gradients = GradientManager()

    var body: some View {
        BaseScreen {
            VStack(alignment: .leading, spacing: 24) {
                CascadeText("Daily\nDashboard").font(.system(size: 34, weight: .thin, design: .rounded))
                GlassCard {
                    HStack {
                        MetricRing(value: 1_920, goal: 2_300)
                        Spacer()
                        GradientNumber(value: 1_920)
                    }
                }
            }
            .padding(24)
        }
        .environment(gradients)
        .theme(.pastel)
    }
}
