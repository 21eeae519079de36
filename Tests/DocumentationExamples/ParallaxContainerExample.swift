import AirFitUI
import SwiftUI

/// `ParallaxContainer`'s example on its documentation page (`Components/ParallaxContainer.md` shows this code).
struct TiltingCard: View {
    var body: some View {
        ParallaxContainer {
            GlassCard { Text("Tilt the phone") }
        }
    }
}
