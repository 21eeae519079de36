import DesignTokens
import SwiftUI

/// A self-running countdown (3, 2, 1, GO) with 003 §4.7's burst: one number a second
/// (`SignatureTransitionDetails.countdownInterval`, D14), a bar filling across the whole count
/// beneath it and fading out while "GO" shows, `onFinish` one second after "GO". Each second is
/// the bar's animation: its completion moves to the next number, so the count keeps time with
/// what is drawn.
@MainActor
public struct Countdown: View {
    let start: Int
    let onFinish: () -> Void

    /// Seconds the bar is filling towards (one ahead of `completed` while a second runs).
    @State private var barSeconds = 0
    @State private var completed = 0
    @Environment(\.airfitTheme) private var theme

    /// Counts down from `start` (at least 1) to "GO", then calls `onFinish`.
    public init(from start: Int = 3, onFinish: @escaping () -> Void = {}) {
        self.start = max(start, 1)
        self.onFinish = onFinish
    }

    /// The number showing: `start` at first, 0 ("GO") at the end.
    var value: Int { max(start - completed, 0) }

    public var body: some View {
        let roles = ThemeRoles(theme, home: .athletic)
        return VStack(spacing: 32) {
            (value > 0 ? Text(value, format: .number) : Text("GO", bundle: .module))
                .typography(AthleticTypography.displayLarge)
                .foregroundStyle(value > 0 ? AnyShapeStyle(roles.theme.textPrimary) : roles.accentText)
                .frame(width: 160, height: 160)
                .countdownBurst(value: value)
            Capsule()
                .fill(AthleticWidgets.ringTrack)
                .frame(width: 160, height: 4)
                .overlay(alignment: .leading) {
                    Capsule()
                        .fill(roles.accent)
                        .frame(width: 160 * Double(min(barSeconds, start)) / Double(start), height: 4)
                }
                .opacity(barSeconds > start ? 0 : 1)
                .accessibilityHidden(true)
        }
        .onAppear(perform: nextSecond)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(value > 0 ? Text("Starting in \(value)", bundle: .module) : Text("Go", bundle: .module))
        .accessibilityAddTraits(.updatesFrequently)
    }

    /// Runs one second of the bar, then shows the next number; after "GO"'s second, finishes.
    private func nextSecond() {
        withAnimation(.linear(duration: SignatureTransitionDetails.countdownInterval)) {
            barSeconds += 1
        } completion: {
            completed += 1
            if completed <= start { nextSecond() } else { onFinish() }
        }
    }
}
