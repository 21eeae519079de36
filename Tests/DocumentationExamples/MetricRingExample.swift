import AirFitUI
import SwiftUI

/// `MetricRing`'s example on its documentation page (`Components/MetricRing.md` shows this code).
struct CaloriesRing: View {
    var body: some View {
        MetricRing(value: 1_150, goal: 2_300)
    }
}
