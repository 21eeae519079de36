#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// A pastel gradient behind a preview, full screen, in the active color scheme.
@MainActor
struct PreviewBackdrop<Content: View>: View {
    let gradient: GradientToken
    let content: Content

    @Environment(\.colorScheme) private var colorScheme

    init(_ gradient: GradientToken = .peachRose, @ViewBuilder content: () -> Content) {
        self.gradient = gradient
        self.content = content()
    }

    var body: some View {
        ZStack {
            LinearGradient(colors: gradient.colors(in: colorScheme == .dark ? .dark : .light).map { Color(token: $0) },
                           startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
            content.padding(PastelLayout.screenPadding)
        }
    }
}
