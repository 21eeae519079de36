import AirFitUI
import SwiftUI

/// `GradientNumber`'s example on its documentation page (`Components/GradientNumber.md` shows this code).
struct CaloriesToday: View {
    @State private var gradients = GradientManager(active: .peachRose)

    var body: some View {
        GradientNumber(value: 1_850)
            .environment(gradients)
    }
}
