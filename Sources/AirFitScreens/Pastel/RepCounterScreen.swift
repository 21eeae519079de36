import AirFitUI
import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// 000 §6.4's rep counter: the set's count as a gradient number under a cascading caption.
@MainActor
public struct RepCounterScreen: View {
    @State private var reps = DailySamples.reps

    /// The rep counter with its sample set.
    public init() {}

    public var body: some View {
        PastelPage(initial: .skyLavender) {
            VStack(spacing: 12) {
                Spacer()
                ScreenTitle(text: "Set 3 · Squats", size: 28, centered: true)
                GradientNumber(value: reps)
                Text("Reps").font(.title3.weight(.thin))
                Spacer()
                FlareButton("Add a rep") { reps += 1 }
            }
            .frame(maxWidth: .infinity)
            .accessibilityElement(children: .contain)
        }
    }
}
