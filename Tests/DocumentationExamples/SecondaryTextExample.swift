import AirFitUI
import SwiftUI

/// `SecondaryText`'s example on its documentation page (`Components/SecondaryText.md` shows this code).
struct RunSummary: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("5.2 km run").font(.headline)
            SecondaryText("Your longest this week")
        }
    }
}
