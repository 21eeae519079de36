import AirFitUI
import SwiftUI

/// `TabMorphContainer`'s example on its documentation page (`Components/TabMorphContainer.md` shows this code).
struct TabPages: View {
    @State private var tab = 1

    var body: some View {
        TabMorphContainer(selection: tab) { page in
            StatCard(page == 1 ? "Volume" : "Sessions", value: page == 1 ? "8,240 kg" : "4", systemImage: "chart.bar.fill")
        }
    }
}
