import AirFitUI

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// `MicRippleView`'s example on its documentation page (`Components/MicRippleView.md` shows this code).
struct ListeningIndicator: View {
    var body: some View {
        MicRippleView()
            .frame(width: 160, height: 160)
    }
}
