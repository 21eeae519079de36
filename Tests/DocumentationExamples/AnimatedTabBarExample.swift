import AirFitUI
import SwiftUI

/// `AnimatedTabBar`'s example on its documentation page (`Components/AnimatedTabBar.md` shows this code).
struct MainTabs: View {
    @State private var tab = 0

    var body: some View {
        AnimatedTabBar(
            selection: $tab,
            options: [
                SelectionOption("Home", value: 0, systemImage: "house"),
                SelectionOption("Train", value: 1, systemImage: "dumbbell"),
                SelectionOption("Progress", value: 2, systemImage: "chart.line.uptrend.xyaxis"),
            ])
    }
}
