import AirFitUI
import DesignTokens
import SwiftUI

/// 004's fit-to-screen Today page: the help button, the date strip, the segmented picker changing
/// the section's cards (a smooth 0.3 s change), and a prominent pill; compact on screens under
/// 700 pt. Six glass shapes at most, within 000 §9's blur budget.
@MainActor
public struct TodayScreen: View {
    @State private var day = TodaySamples.week[3]
    @State private var section = 0
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// The column the cards' symbols are centred in, so their titles line up whatever the symbol's
    /// width (SF Symbols' `fork.knife` is 18 pt wide at `.title3`, `dumbbell.fill` 29 pt: D231).
    @ScaledMetric(relativeTo: .title3) private var symbolColumn: CGFloat = 30

    /// The Today page with its sample week.
    public init() {}

    public var body: some View {
        FitToScreenPage { _ in
            HStack {
                // The title takes its width before the spacer shares out the rest (an HStack offers a
                // spacer and a text equal shares; the title would wrap "Toda|y" at accessibility sizes).
                Text("Today", bundle: .module).font(.largeTitle).fontWeight(.bold).accessibilityAddTraits(.isHeader).layoutPriority(1)
                Spacer()
                GlassHelpButton {}
            }
            .padding(.top, 8)
            LiquidGlassDateStrip(selection: $day, dates: TodaySamples.week, calendar: TodaySamples.calendar)
            LiquidGlassSegmentedPicker(
                selection: $section,
                options: TodaySamples.sections.enumerated().map { SelectionOption($0.element, value: $0.offset) })
            VStack(spacing: 12) {
                ForEach(TodaySamples.cards[section].indices, id: \.self) { index in
                    let card = TodaySamples.cards[section][index]
                    GlassCard(tint: .blue) { cardContent(card) }
                        .accessibilityElement(children: .combine)
                }
            }
            .id(section)
            .transition(.opacity)
            .animation(.token(GlassTokens.Animation.change), value: section)
            Spacer(minLength: 0)
            GlassTextPillButton(Text("Log meal", bundle: .module), systemImage: "arrow.forward", isProminent: true) {}
                .frame(maxWidth: .infinity)
        }
    }

    /// A card's symbol beside its text; at the accessibility sizes above it, as the HIG asks of
    /// rows, so a long word keeps the card's whole width ("Breakfast" broke on an iPhone SE at AX5).
    @ViewBuilder private func cardContent(_ card: TodaySamples.Card) -> some View {
        let symbol = Image(systemName: card.symbol).font(.title3).foregroundStyle(.blue).accessibilityHidden(true)
        let text = VStack(alignment: .leading, spacing: 2) {
            card.title.font(.headline)
            SecondaryText(card.detail)
        }
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 8) {
                symbol
                text
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(spacing: 12) {
                symbol.frame(width: symbolColumn)
                text
            }
        }
    }
}
