import AirFitUI
import DesignTokens
import SwiftUI

/// A preview on a `BaseScreen` showing `gradient`, its content padded as a screen's.
@MainActor
struct PreviewBackdrop<Content: View>: View {
    let gradient: GradientToken
    let content: Content

    init(_ gradient: GradientToken = .peachRose, @ViewBuilder content: () -> Content) {
        self.gradient = gradient
        self.content = content()
    }

    var body: some View {
        BaseScreen {
            content.padding(PastelLayout.screenPadding)
        }
        .environment(GradientManager(active: gradient))
    }
}
