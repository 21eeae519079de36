import AirFitUI
import SwiftUI

/// `LiquidGlassSegmentedPicker`'s example on its documentation page (`Components/LiquidGlassSegmentedPicker.md` shows this code).
struct MealPicker: View {
    @State private var meal = "Lunch"

    var body: some View {
        LiquidGlassSegmentedPicker(selection: $meal, options: ["Breakfast", "Lunch", "Dinner"])
    }
}
