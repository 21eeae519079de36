import AirFitUI
import SwiftUI

/// `GlassTextPillButton`'s example on its documentation page (`Components/GlassTextPillButton.md` shows this code).
struct LogButtons: View {
    var body: some View {
        HStack {
            GlassTextPillButton("Log run", systemImage: "figure.run") {}
            GlassTextPillButton("Save", tint: .green, isProminent: true) {}
        }
    }
}
