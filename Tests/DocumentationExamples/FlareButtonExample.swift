import AirFitUI
import SwiftUI

/// `FlareButton`'s example on its documentation page (`Components/FlareButton.md` shows this code).
struct StartButton: View {
    var body: some View {
        FlareButton("Start workout") {}
    }
}
