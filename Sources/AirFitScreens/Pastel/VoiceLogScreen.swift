import AirFitUI
import DesignTokens
import SwiftUI

/// 000 §6.3 / 001's voice log: "Log your meal" cascading over the rippling microphone, in a glass
/// card, with what was heard so far.
@MainActor
public struct VoiceLogScreen: View {
    @Environment(\.locale) private var locale
    let onDone: @MainActor () -> Void

    /// The voice log with a sample transcript.
    ///
    /// - Parameter onDone: What the "Done" button does.
    public init(onDone: @escaping @MainActor () -> Void = {}) {
        self.onDone = onDone
    }

    public var body: some View {
        PastelPage(initial: .lilacBlush) {
            ScreenTallPage { log }
        }
    }

    private var log: some View {
        VStack(spacing: 48) {
            Spacer()
            ScreenTitle(text: String(localized: "Log your\nmeal", bundle: .module, locale: locale), size: 36, centered: true)
            GlassCard {
                VStack(spacing: 16) {
                    MicRippleView()
                    Text("“Two eggs, toast and a flat white”", bundle: .module)
                        .font(.body)
                        .multilineTextAlignment(.center)
                        .frame(maxWidth: .infinity)
                }
            }
            Spacer()
            FlareButton(Text("Done", bundle: .module), action: onDone)
        }
    }
}
