import AirFitUI
import DesignTokens
import SwiftUI

/// 000 §6.4's rep counter: the set's count as a gradient number under a cascading caption.
@MainActor
public struct RepCounterScreen: View {
    @Environment(\.locale) private var locale
    @State private var reps = DailySamples.reps

    /// The rep counter with its sample set.
    public init() {}

    public var body: some View {
        PastelPage(initial: .skyLavender) {
            VStack(spacing: 12) {
                Spacer()
                ScreenTitle(text: String(localized: "Set 3 · Squats", bundle: .module, locale: locale), size: 28, centered: true)
                // One adjustable element: VoiceOver reads "Reps, 12" and a swipe up or down changes
                // the count, as "Add a rep" does.
                VStack(spacing: 12) {
                    GradientNumber(value: reps)
                    Text("Reps", bundle: .module).font(.title3.weight(.thin))
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text("Reps", bundle: .module))
                .accessibilityValue(Text(reps, format: .number))
                .accessibilityAdjustableAction { direction in
                    if direction == .increment { reps += 1 } else if reps > 0 { reps -= 1 }
                }
                Spacer()
                FlareButton(Text("Add a rep", bundle: .module)) { reps += 1 }
            }
            .frame(maxWidth: .infinity)
            .accessibilityElement(children: .contain)
            // VoiceOver's magic tap (a two-finger double tap anywhere) counts a rep, the screen's
            // one action, without finding the button mid-set (macOS has no magic tap).
            #if !os(macOS)
                .accessibilityAction(.magicTap) { reps += 1 }
            #endif
        }
    }
}
