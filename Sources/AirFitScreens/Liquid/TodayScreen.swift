import AirFitUI
import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// 004's fit-to-screen Today page: the help button, the date strip, the segmented picker changing
/// the section's cards (a smooth 0.3 s change), and a prominent pill; compact on screens under
/// 700 pt. Six glass shapes at most, within 000 §9's blur budget.
@MainActor
public struct TodayScreen: View {
    @State private var day = TodaySamples.week[3]
    @State private var section = 0

    /// The Today page with its sample week.
    public init() {}

    public var body: some View {
        FitToScreenPage { _ in
            HStack {
                // The title takes its width before the spacer shares out the rest (an HStack offers a
                // spacer and a text equal shares; the title would wrap "Toda|y" at accessibility sizes).
                Text("Today").font(.largeTitle).fontWeight(.bold).accessibilityAddTraits(.isHeader).layoutPriority(1)
                Spacer()
                GlassHelpButton {}
            }
            .padding(.top, 8)
            LiquidGlassDateStrip(selection: $day, dates: TodaySamples.week, calendar: TodaySamples.calendar)
            LiquidGlassSegmentedPicker(
                selection: $section,
                options: TodaySamples.sections.enumerated().map { SelectionOption($0.element, value: $0.offset) })
            VStack(spacing: 12) {
                ForEach(TodaySamples.cards[section], id: \.title) { card in
                    GlassCard(tint: .blue) {
                        HStack(spacing: 12) {
                            Image(systemName: card.symbol).font(.title3).foregroundStyle(.blue).accessibilityHidden(true)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(card.title).font(.headline)
                                SecondaryText(card.detail)
                            }
                        }
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            .id(section)
            .transition(.opacity)
            .animation(.token(GlassTokens.Animation.change), value: section)
            Spacer(minLength: 0)
            GlassTextPillButton("Log meal", systemImage: "arrow.right", tint: .blue, isProminent: true) {}
                .frame(maxWidth: .infinity)
        }
    }
}
