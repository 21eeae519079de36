import AirFitUI
import DesignTokens
import SwiftUI

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
            } else if text.contains("\n") {
                // A title set on several lines keeps them; each is laid out as a title of its own.
                VStack(alignment: centered ? .center : .leading, spacing: 0) {
                    ForEach(Array(text.split(separator: "\n").enumerated()), id: \.offset) { _, line in
                        TitleLine(text: String(line))
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(text.replacingOccurrences(of: "\n", with: " "))
            } else {
                TitleLine(text: text)
            }
        }
        .font(.system(size: size * scale, weight: theme.dialect == .athletic ? .bold : .thin, design: .rounded))
        .multilineTextAlignment(centered ? .center : .leading)
        // A title keeps all its lines: a stack with spacers would otherwise offer it a share of
        // its height and cut a wrapped line short, as SwiftUI does (D203).
        .fixedSize(horizontal: false, vertical: true)
        .accessibilityAddTraits(.isHeader)
    }
}

/// One line of a title: words wrap between them; a single word wider than the screen at the
/// largest text sizes shrinks to at most 70% rather than break between letters (D150).
@MainActor
private struct TitleLine: View {
    let text: String

    var body: some View {
        if text.contains(where: \.isWhitespace) {
            Text(text)
        } else {
            Text(text).lineLimit(1).minimumScaleFactor(0.7)
        }
    }
}
