import AirFitUI
import SwiftUI

/// `PillSelector`'s example on its documentation page (`Components/PillSelector.md` shows this code).
struct MuscleFilter: View {
    @State private var group = "Legs"

    var body: some View {
        PillSelector(selection: $group, options: ["Chest", "Back", "Legs", "Arms"])
    }
}
