#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// 000 §6.1's dashboard: the cascading title over a glass card with a ring and a gradient number,
/// on the active gradient.
@MainActor
struct PastelDashboardPreviews: PreviewProvider {
    static var previews: some View {
        BaseScreen {
            VStack(alignment: .leading, spacing: 24) {
                CascadeText("Daily\nDashboard")
                    .font(.system(size: 34, weight: .thin, design: .rounded))
                GlassCard {
                    HStack {
                        MetricRing(value: 1_920, goal: 2_300)
                        Spacer()
                        GradientNumber(value: 1_920)
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Nutrition summary, 1920 of 2300 calories")
                Spacer()
            }
            .padding(PastelLayout.screenPadding)
        }
        .environment(GradientManager(active: .peachRose))
    }
}

/// GradientNumber on each of three gradients.
@MainActor
struct GradientNumberPreviews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 0) {
            ForEach([GradientToken.peachRose, .mintAqua, .duskBerry], id: \.self) { token in
                BaseScreen {
                    GradientNumber(value: 1_850)
                }
                .environment(GradientManager(active: token))
            }
        }
    }
}
