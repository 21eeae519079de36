#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// 000's screen wrapper: the active pastel gradient behind the content, edge to edge, cross-fading
/// when the environment's `GradientManager` changes it (the previous gradient stays underneath
/// while the new one fades in, so the mix is a true cross-fade). Without a manager it shows the
/// theme's initial gradient. 001's Dynamic Tint: the content's tint is the active gradient's first
/// number color, so controls match the backdrop and stay legible on it (3:1, D15).
@MainActor
public struct BaseScreen<Content: View>: View {
    let content: Content

    @Environment(GradientManager.self) private var manager: GradientManager?
    @Environment(\.colorScheme) private var colorScheme

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let active = manager?.active ?? .peachRose
        ZStack {
            if let previous = manager?.previous {
                PastelGradient(token: previous)
            }
            PastelGradient(token: active)
                .transition(.opacity)
                .id(active)
            content
                .tint(Color(token: active.numberColors(in: colorScheme == .dark ? .dark : .light)[0]))
        }
    }
}

/// One pastel gradient filling its space and the safe areas, top-leading to bottom-trailing.
@MainActor
struct PastelGradient: View {
    let token: GradientToken

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        LinearGradient(colors: token.colors(in: colorScheme == .dark ? .dark : .light).map { Color(token: $0) },
                       startPoint: .topLeading, endPoint: .bottomTrailing)
            .ignoresSafeArea()
    }
}
