import AirFitUI
import SwiftUI

/// `ModernTextField`'s example on its documentation page (`Components/ModernTextField.md` shows this code).
struct WorkoutName: View {
    @State private var name = "Push day"

    var body: some View {
        ModernTextField("Workout name", text: $name)
    }
}
