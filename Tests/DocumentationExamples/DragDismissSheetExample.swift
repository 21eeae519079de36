import AirFitUI
import SwiftUI

/// `DragDismissSheet`'s example on its documentation page (`Components/DragDismissSheet.md` shows this code).
struct MealSheet: View {
    var body: some View {
        DragDismissSheet {
            Text("Log a meal").font(.headline)
            Text("Swipe down to close").font(.subheadline)
        }
    }
}
