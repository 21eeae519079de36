import AirFitUI

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// `Countdown`'s example on its documentation page (`Components/Countdown.md` shows this code).
struct GetReady: View {
    var body: some View {
        Countdown(from: 3)
    }
}
