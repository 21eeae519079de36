import AirFitUI
import SwiftUI

/// `Countdown`'s example on its documentation page (`Components/Countdown.md` shows this code).
struct GetReady: View {
    var body: some View {
        Countdown(from: 3)
    }
}
