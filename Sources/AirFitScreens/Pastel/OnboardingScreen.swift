import AirFitUI
import DesignTokens
import SwiftUI

/// 000 §6.1's welcome: a centred cascading greeting and a glass "Get Started" card.
@MainActor
public struct OnboardingScreen: View {
    @Environment(\.locale) private var locale
    let onStart: @MainActor () -> Void

    /// The welcome screen.
    ///
    /// - Parameter onStart: What the "Get Started" button does.
    public init(onStart: @escaping @MainActor () -> Void = {}) {
        self.onStart = onStart
    }

    public var body: some View {
        PastelPage(initial: .peachRose) {
            ScreenTallPage { welcome }
        }
    }

    private var welcome: some View {
        VStack(spacing: 32) {
            Spacer()
            ScreenTitle(text: String(localized: "Welcome\nto AirFit", bundle: .module, locale: locale), size: 44, centered: true)
            Text("Training, food and recovery, in one calm place.", bundle: .module)
                .font(.body)
                .multilineTextAlignment(.center)
                .accessibleSecondaryForeground()
            Spacer()
            GlassCard {
                Text("Get Started", bundle: .module).font(.headline).frame(maxWidth: .infinity)
            }
            .onTapGesture(perform: onStart)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("Get started", bundle: .module))
            .accessibilityAddTraits(.isButton)
        }
    }
}
