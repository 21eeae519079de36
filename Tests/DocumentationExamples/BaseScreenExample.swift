import AirFitUI
import SwiftUI

/// `BaseScreen`'s example on its documentation page (`Components/BaseScreen.md` shows this code).
struct MorningScreen: View {
    var body: some View {
        BaseScreen {
            Text("Good morning")
                .font(.system(size: 34, weight: .light, design: .rounded))
                .frame(maxWidth: .infinity, minHeight: 160)
        }
        .environment(GradientManager(active: .mintAqua))
    }
}
