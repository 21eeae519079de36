import AirFitUI
import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// `CardSurface`'s example on its documentation page (`Components/CardSurface.md` shows this code).
struct ThemedRow: View {
    var body: some View {
        Text("Any view on the theme's card")
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(Theme.athletic.card.padding)
            .cardSurface(Theme.athletic.card)
    }
}
