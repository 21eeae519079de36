import AirFitUI
import SwiftUI

/// `ModernButton`'s example on its documentation page (`Components/ModernButton.md` shows this code).
struct StartSet: View {
    var body: some View {
        VStack(spacing: 12) {
            ModernButton("Start set") {}
            ModernButton("Skip", variant: .secondary, shape: .capsule) {}
        }
    }
}
