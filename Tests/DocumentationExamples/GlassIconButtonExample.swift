import AirFitUI
import SwiftUI

/// `GlassIconButton`'s example on its documentation page (`Components/GlassIconButton.md` shows this code).
struct CloseButton: View {
    var body: some View {
        GlassIconButton(systemImage: "xmark", accessibilityLabel: "Close") {}
    }
}
