/// What a sheet below its largest detent draws over the screen behind it (`SheetMetrics`): black
/// at 20% (48% in dark); a tap on it dismisses the sheet, as on iOS, unless the sheet refuses
/// interactive dismissal.
@MainActor
struct SheetDimming: View {
    let dismiss: @MainActor () -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Color.black
            .opacity(colorScheme == .dark ? SheetMetrics.dimmingDark : SheetMetrics.dimming)
            .ignoresSafeArea()
            .onTapGesture { dismiss() }
            .accessibilityHidden(true)
    }
}

/// The shade over the page behind a sheet at its largest detent: black at 10% (#C8C8C8 at 10%
/// in dark). The display list draws the page, this shade with it, receded: scaled to 91.65% about
/// the screen's top, under the safe area's top, with 12 pt corners, over black (`SheetMetrics`).
/// It also keeps touches from the page, as the receded page takes none on iOS.
@MainActor
struct RecededPageShade: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Group {
            if colorScheme == .dark {
                let gray = SheetMetrics.recededShadeDark
                Color(red: gray, green: gray, blue: gray)
            } else {
                Color.black
            }
        }
        .opacity(SheetMetrics.recededShade)
        .ignoresSafeArea()
        .onTapGesture {}
        .accessibilityHidden(true)
    }
}
