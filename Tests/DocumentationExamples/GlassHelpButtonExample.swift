import AirFitUI

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// `GlassHelpButton`'s example on its documentation page (`Components/GlassHelpButton.md` shows this code).
struct HelpCorner: View {
    var body: some View {
        GlassHelpButton {}
    }
}
