import AirFitUI
import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// A pastel screen's frame in any theme: the theme's backdrop (the screen's own gradient when
/// pastel, from `initial` unless a `GradientManager` is already in the environment, as in a flow),
/// its content padded by 000's 24 pt.
@MainActor
struct PastelPage<Content: View>: View {
    let initial: GradientToken
    @ViewBuilder let content: Content

    @State private var manager: GradientManager
    @Environment(GradientManager.self) private var shared: GradientManager?

    init(initial: GradientToken, @ViewBuilder content: () -> Content) {
        self.initial = initial
        self.content = content()
        _manager = State(initialValue: GradientManager(active: initial))
    }

    var body: some View {
        if shared != nil {
            // Inside a flow, the flow's backdrop and gradient choreography carry on behind.
            content.padding(PastelLayout.screenPadding)
        } else {
            ThemeBackdrop(home: .pastel) {
                content.padding(PastelLayout.screenPadding)
            }
            .environment(manager)
        }
    }
}

/// The thin rounded display type of 000's screen titles, scaled with Dynamic Type.
@MainActor
struct ScreenTitle: View {
    let text: String
    let size: Double
    var centered = false

    @ScaledMetric(relativeTo: .largeTitle) private var scale: CGFloat = 1
    @Environment(\.airfitTheme) private var theme

    var body: some View {
        let theme = self.theme ?? .pastel
        return Group {
            if theme.dialect == .pastel {
                CascadeText(text)
            } else if text.contains(where: \.isWhitespace) {
                Text(text)
            } else {
                // One word wider than the screen at AX5 shrinks a little rather than break (D150).
                Text(text).lineLimit(1).minimumScaleFactor(0.7)
            }
        }
        .font(.system(size: size * scale, weight: theme.dialect == .athletic ? .bold : .thin, design: .rounded))
        .multilineTextAlignment(centered ? .center : .leading)
        .accessibilityAddTraits(.isHeader)
    }
}
