import DesignTokens
import SwiftUI

/// 004's horizontal date picker: each day as its weekday (`.caption2` medium, 004's tiny labels)
/// over its number, glass under the selected day only, moving between days on the selection spring
/// with a selection haptic. Days are read in `calendar` (pass a fixed one for stable output).
@MainActor
public struct LiquidGlassDateStrip: View {
    @Binding var selection: Date
    let dates: [Date]
    let calendar: Calendar

    @Namespace private var namespace
    @Environment(\.liquidGlassRendering) private var rendering
    @Environment(\.liquidCompactMode) private var compact
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.locale) private var locale
    @Environment(\.airfitTheme) private var theme

    /// A row of days choosing `selection`, its selection on glass.
    ///
    /// ```swift
    /// LiquidGlassDateStrip(selection: $day, dates: thisWeek)
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen day; set when a day is tapped.
    ///   - dates: The days to show, in order.
    ///   - calendar: The calendar that names the days and decides which ones are the same day.
    public init(selection: Binding<Date>, dates: [Date], calendar: Calendar = .autoupdatingCurrent) {
        _selection = selection
        self.dates = dates
        self.calendar = calendar
    }

    public var body: some View {
        // Chrome that cannot grow (decision D150): seven days stay on one row: the text stops growing at xxxLarge, and a long press shows a day enlarged.
        face
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .accessibilityShowsLargeContentViewer()
    }

    @ViewBuilder private var face: some View {
        let content = HStack(spacing: 4) {
            ForEach(dates, id: \.self) { date in
                day(date, selected: calendar.isDate(date, inSameDayAs: selection))
            }
        }
        Group {
            if rendering != .fallback, #available(iOS 26.0, macOS 26.0, *) {
                content.modifier(GlassContainer(spacing: 4))
            } else {
                content
            }
        }
        .sensoryFeedback(.selection, trigger: selection)
        // Disabled, the strip dims as every control of the package does (D139).
        .opacity(isEnabled ? 1 : ControlState.disabledOpacity)
    }

    private func day(_ date: Date, selected: Bool) -> some View {
        // Day names and numbers in the reader's language: the calendar's rules, the environment's locale.
        var named = calendar
        named.locale = locale
        let weekday = named.shortWeekdaySymbols[calendar.component(.weekday, from: date) - 1]
        let number = calendar.component(.day, from: date)
        return Button {
            withAnimation(.token(GlassTokens.Animation.selection)) { selection = date }
        } label: {
            VStack(spacing: 2) {
                // One line: a longer day name (Arabic "خميس" on an iPhone SE at xxxLarge) shrinks to fit its column.
                Text(weekday.uppercased())
                    .font(.caption2)
                    .fontWeight(.medium)
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                    .accessibleSecondaryForeground()
                Text(number, format: .number)
                    .font(compact ? .subheadline : .headline)
                    .fontWeight(selected ? .bold : .regular)
                    .foregroundStyle((theme ?? .liquid).textPrimary)
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, compact ? 6 : 10)
            // Compact at the smallest sizes a day is 42 pt tall: it keeps a 44 pt target.
            .minimumTouchTarget()
        }
        .buttonStyle(.plain)
        .modifier(SegmentSelection(isSelected: selected, namespace: namespace, native: rendering != .fallback))
        .accessibilityLabel(Text(verbatim: "\(weekday) \(number.formatted(.number.locale(locale)))"))
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }
}
