import AirFitUI
import DesignTokens
import SwiftUI

// The README's example, verbatim below this header (ReadmeExampleTests checks it): it compiles
// against the headless layer here and against Apple's SDKs in scripts/apple-typecheck.sh.

struct TrainHub: View {
    @Namespace private var hero
    @State private var tab = 0
    @State private var detail = false
    @State private var level = 11

    var body: some View {
        VStack {
            TabMorphContainer(selection: tab) { page in
                ModernCard(
                    accentEdge: AthleticColors.accentPrimary,
                    action: { withAnimation(.spring(response: 0.5, dampingFraction: 0.82)) { detail = true } }
                ) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Volume").font(.subheadline)
                        Text("8,240 kg").font(.title2).fontWeight(.bold)
                    }
                }
                .heroSource(id: "volume")
            }
            GlowBadge("Level \(level)", systemImage: "star.fill").pulseExpand(trigger: level)
            AnimatedTabBar(
                selection: $tab,
                options: [
                    SelectionOption("Home", value: 0, systemImage: "house"),
                    SelectionOption("Train", value: 1, systemImage: "dumbbell"),
                ])
        }
        .environment(\.heroNamespace, hero)
        .sheetRise(isPresented: $detail) { ModernTextField("Exercise", text: .constant("")) }
        .theme(.athletic)
    }
}
