import AirFitUI
import DesignTokens
import SwiftUI

/// A screen's backdrop in whatever theme is set (the screen's home theme where none is): 003's
/// base surface, the liquid grouped background, or the pastel gradient with the screen's gradient
/// manager. `BaseScreen` draws each.
@MainActor
struct ThemeBackdrop<Content: View>: View {
    let home: Dialect
    @ViewBuilder let content: Content

    var body: some View {
        BaseScreen(home: .of(home)) { content }
    }
}
