import AirFitUI

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// `ParallaxContainer`'s example on its documentation page (`Components/ParallaxContainer.md` shows this code).
struct TiltingCard: View {
    var body: some View {
        ParallaxContainer {
            GlassCard { Text("Tilt the phone") }
        }
    }
}
