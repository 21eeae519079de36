import AirFitUI
import SwiftUI

/// `GlassHelpButton`'s example on its documentation page (`Components/GlassHelpButton.md` shows this code).
struct HelpCorner: View {
    var body: some View {
        GlassHelpButton {}
    }
}
