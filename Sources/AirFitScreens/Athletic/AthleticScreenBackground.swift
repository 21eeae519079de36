import AirFitUI
import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// A screen's backdrop in whatever theme is set (the screen's home theme where none is): 003's
/// base surface, the liquid grouped background, or the pastel gradient (`BaseScreen`, with the
/// screen's gradient manager).
@MainActor
struct ThemeBackdrop<Content: View>: View {
    let home: Dialect
    @ViewBuilder let content: Content

    @Environment(\.airfitTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        switch (theme ?? .of(home)).backdrop {
        case .pastelGradient:
            BaseScreen { content }
        case let .solid(color):
            ZStack {
                color.color(in: colorScheme).ignoresSafeArea()
                content
            }
        }
    }
}
