import AirFitUI
import DesignTokens
import SwiftUI

/// `CardSurface`'s example on its documentation page (`Components/CardSurface.md` shows this code).
struct ThemedRow: View {
    var body: some View {
        Text("Any view on the theme's card")
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(Theme.athletic.card.padding)
            .cardSurface(Theme.athletic.card)
    }
}
