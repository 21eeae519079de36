import AirFitUI
import SwiftUI

/// `ExpandingMetric`'s example on its documentation page (`Components/ExpandingMetric.md` shows this code).
struct WaterMetric: View {
    var body: some View {
        ExpandingMetric("Water", value: 1_500, goal: 2_500, unit: "ml")
    }
}
