import AirFitUI
import SwiftUI

/// `StatCard`'s example on its documentation page (`Components/StatCard.md` shows this code).
struct VolumeCard: View {
    var body: some View {
        StatCard("Volume", value: "8,240 kg", systemImage: "chart.bar.fill")
    }
}
