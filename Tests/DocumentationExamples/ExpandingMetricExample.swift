import AirFitUI

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// `ExpandingMetric`'s example on its documentation page (`Components/ExpandingMetric.md` shows this code).
struct WaterMetric: View {
    var body: some View {
        ExpandingMetric("Water", value: 1_500, goal: 2_500, unit: "ml")
    }
}
