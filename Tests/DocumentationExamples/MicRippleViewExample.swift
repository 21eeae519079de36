import AirFitUI
import SwiftUI

/// `MicRippleView`'s example on its documentation page (`Components/MicRippleView.md` shows this code).
struct ListeningIndicator: View {
    var body: some View {
        MicRippleView()
            .frame(width: 160, height: 160)
    }
}
