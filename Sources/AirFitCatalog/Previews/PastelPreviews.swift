import AirFitUI
import DesignTokens
import SwiftUI

/// 000 §6.1's dashboard: the cascading title over a glass card with a ring and a gradient number,
/// on the active gradient. The title scales with Dynamic Type (000 §9), and so does the number
/// (000's 64 pt at Large, D155), which goes under the ring from AX3.
@MainActor
struct PastelDashboardPreviews: PreviewProvider {
    static var previews: some View {
        PastelDashboardPreview()
            .environment(GradientManager(active: .peachRose))
    }
}

@MainActor
struct PastelDashboardPreview: View {
    @ScaledMetric(relativeTo: .largeTitle) private var titleSize: CGFloat = 34
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        BaseScreen {
            VStack(alignment: .leading, spacing: 24) {
                CascadeText("Daily\nDashboard")
                    .font(.system(size: titleSize, weight: .thin, design: .rounded))
                GlassCard {
                    if dynamicTypeSize >= .accessibility3 {
                        VStack(alignment: .leading, spacing: 8) {
                            MetricRing(value: 1_920, goal: 2_300)
                            GradientNumber(value: 1_920)
                        }
                    } else {
                        HStack {
                            MetricRing(value: 1_920, goal: 2_300)
                            Spacer()
                            GradientNumber(value: 1_920)
                        }
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Nutrition summary, 1920 of 2300 calories")
                Spacer()
            }
            .padding(PastelLayout.screenPadding)
        }
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

/// 000 §6.3's voice log: a centred cascading prompt over the microphone ripple.
@MainActor
struct VoiceLogPreviews: PreviewProvider {
    static var previews: some View {
        BaseScreen {
            VStack(spacing: 48) {
                CascadeText("Log your\nmeal")
                    .font(.system(size: 36, weight: .thin, design: .rounded))
                MicRippleView()
            }
            .padding(PastelLayout.screenPadding)
        }
        .environment(GradientManager(active: .lilacBlush))
    }
}

/// FlareButton at rest, and a card shifted by a tilted device inside a ParallaxContainer.
@MainActor
struct FlareAndParallaxPreviews: PreviewProvider {
    static var previews: some View {
        BaseScreen {
            VStack(spacing: 32) {
                ParallaxContainer {
                    GlassCard { Text("Tilted 4 pt right and 2 pt up").font(.subheadline) }
                }
                .deviceTilt(DeviceTilt(x: 1, y: -0.5))
                FlareButton("Get Started") {}
            }
            .padding(PastelLayout.screenPadding)
        }
        .environment(GradientManager(active: .skyLavender))
    }
}

/// DragDismissSheet as it rests, over the gradient it was presented from.
@MainActor
struct DragDismissSheetPreviews: PreviewProvider {
    static var previews: some View {
        BaseScreen {
            DragDismissSheet {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Breakfast").font(.title2.weight(.semibold))
                    Text("Oats, berries and yoghurt · 420 kcal").font(.subheadline)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.top, 120)
            .ignoresSafeArea(edges: .bottom)
        }
        .environment(GradientManager(active: .butterLemon))
    }
}

/// ExpandingMetric at rest in a glass card (tap it to lift and expand the ring).
@MainActor
struct ExpandingMetricPreviews: PreviewProvider {
    static var previews: some View {
        PreviewBackdrop(.sageMelon) {
            GlassCard {
                ExpandingMetric("Calories", value: 1_850, goal: 2_300, unit: "kcal")
                    .frame(maxWidth: .infinity)
            }
        }
    }
}
