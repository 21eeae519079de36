import AirFitScreens
import AirFitUI
import DesignTokens
import SwiftUI

/// 004's components on one fit-to-screen page, in one glass rendering: the header buttons, the date
/// strip, the segmented picker, tinted cards and the pill buttons.
@MainActor
public struct LiquidShowcase: View {
    let rendering: LiquidGlassRendering

    @State private var day: Date
    @State private var section = 0

    /// The showcase drawn with `rendering` (native glass or the fallback).
    public init(rendering: LiquidGlassRendering) {
        self.rendering = rendering
        _day = State(initialValue: TodaySamples.week[3])
    }

    public var body: some View {
        FitToScreenPage { _ in
            HStack {
                Text("Today").font(.largeTitle).fontWeight(.bold).accessibilityAddTraits(.isHeader).layoutPriority(1)
                Spacer()
                GlassHelpButton {}
                GlassIconButton(systemImage: "gearshape", accessibilityLabel: "Settings") {}
            }
            .padding(.top, 8)
            LiquidGlassDateStrip(selection: $day, dates: TodaySamples.week, calendar: TodaySamples.calendar)
            LiquidGlassSegmentedPicker(
                selection: $section,
                options: [
                    SelectionOption("Meals", value: 0), SelectionOption("Workouts", value: 1),
                    SelectionOption("Sleep", value: 2),
                ])
            GlassCard(tint: .blue) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Morning run").font(.headline)
                    SecondaryText("5.2 km · 28 min · 312 kcal")
                }
            }
            GlassCard(tint: .purple) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Protein 112 of 140 g").font(.headline)
                    SecondaryText("28 g to go: a shake would do it")
                }
            }
            Spacer(minLength: 0)
            HStack(spacing: 12) {
                GlassTextPillButton("Skip") {}
                GlassTextPillButton("Log meal", systemImage: "arrow.forward", isProminent: true) {}
            }
            .frame(maxWidth: .infinity)
        }
        .homeTheme(.liquid)
        .liquidGlassRendering(rendering)
    }
}

extension PreviewCatalog {
    /// 004's components in both glass paths.
    static let liquidEntries: [PreviewEntry] = [
        PreviewEntry(
            name: "liquid-native", summary: "004 on iOS 26: native glass buttons, date strip, segmented picker and tinted cards",
            dialect: .liquid
        ) {
            AnyView(LiquidShowcase(rendering: .native))
        },
        PreviewEntry(name: "liquid-fallback", summary: "004 before iOS 26: the same page on the material fallback", dialect: .liquid) {
            AnyView(LiquidShowcase(rendering: .fallback))
        },
    ]
}
