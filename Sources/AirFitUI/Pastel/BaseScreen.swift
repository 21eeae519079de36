import DesignTokens
import SwiftUI

/// 000's screen wrapper: the theme's backdrop behind the content, edge to edge. In a theme whose
/// backdrop is a pastel gradient (the pastel theme, and no theme), the active gradient,
/// cross-fading when the environment's `GradientManager` changes it (the previous gradient stays
/// underneath while the new one fades in, so the mix is a true cross-fade); without a manager, the
/// theme's initial gradient. 001's Dynamic Tint: the content's tint is the active gradient's first
/// number color, so controls match the backdrop and stay legible on it (3:1, D15). In a theme whose
/// backdrop is a solid color (athletic, liquid, most brands), that color, and the theme's tint.
///
/// With `drifts`, 001's lazy gradient animation: the gradient's axis sways ±15° over 20 s, redrawn
/// at 30 fps by a `TimelineView` to save battery (still under Reduce Motion).
@MainActor
public struct BaseScreen<Content: View>: View {
    let content: Content
    let drifts: Bool
    /// The theme whose backdrop shows where none is set: the pastel one for the public initializer.
    let home: Theme

    @Environment(GradientManager.self) private var manager: GradientManager?
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.airfitTheme) private var theme

    /// The sway's amplitude in degrees and its period in seconds.
    package static var driftAmplitude: Double { 15 }
    package static var driftPeriod: Double { 20 }

    /// A pastel screen: the environment's gradient behind `content`.
    ///
    /// ```swift
    /// BaseScreen { DashboardContent() }.environment(gradients)
    /// ```
    ///
    /// - Parameters:
    ///   - drifts: Turns the gradient slowly (±15° over 20 s), as 001 allows; off by default.
    ///   - content: The screen's content.
    public init(drifts: Bool = false, @ViewBuilder content: () -> Content) {
        self.init(home: .pastel, drifts: drifts, content: content)
    }

    /// A screen on the backdrop of the theme set above it, or of `home` where none is: a sample
    /// screen of another dialect stands on its own dialect's backdrop.
    package init(home: Theme, drifts: Bool = false, @ViewBuilder content: () -> Content) {
        self.home = home
        self.drifts = drifts
        self.content = content()
    }

    /// The axis's turn from its rest, in degrees, `seconds` into the drift.
    package static func driftDegrees(at seconds: Double) -> Double {
        driftAmplitude * sin(2 * .pi * seconds / driftPeriod)
    }

    public var body: some View {
        switch (theme ?? home).backdrop {
        case let .pastelGradient(initial):
            gradientScreen(active: manager?.active ?? initial)
        case let .solid(color):
            ZStack {
                color.color(in: colorScheme).ignoresSafeArea()
                content
            }
        }
    }

    /// The content on the active pastel gradient, tinted by it.
    private func gradientScreen(active: GradientToken) -> some View {
        ZStack {
            if let previous = manager?.previous {
                PastelGradient(token: previous)
            }
            Group {
                if drifts && !reduceMotion {
                    TimelineView(.animation(minimumInterval: 1.0 / 30)) { context in
                        PastelGradient(token: active, turnDegrees: Self.driftDegrees(at: context.date.timeIntervalSinceReferenceDate))
                    }
                } else {
                    PastelGradient(token: active)
                }
            }
            .transition(.opacity)
            .id(active)
            content
                .tint(Color(token: active.numberColors(in: colorScheme == .dark ? .dark : .light)[0]))
        }
    }
}

/// One pastel gradient filling its space and the safe areas, top-leading to bottom-trailing, its
/// axis turned by `turnDegrees` about the centre.
@MainActor
struct PastelGradient: View {
    let token: GradientToken
    var turnDegrees: Double = 0

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        // The diagonal at rest, half its length each side of the centre, turned.
        let angle = (45 + turnDegrees) * .pi / 180
        let dx = 0.5 * 2.0.squareRoot() * cos(angle)
        let dy = 0.5 * 2.0.squareRoot() * sin(angle)
        LinearGradient(
            colors: token.colors(in: colorScheme == .dark ? .dark : .light).map { Color(token: $0) },
            startPoint: UnitPoint(x: 0.5 - dx, y: 0.5 - dy), endPoint: UnitPoint(x: 0.5 + dx, y: 0.5 + dy)
        )
        .ignoresSafeArea()
    }
}
