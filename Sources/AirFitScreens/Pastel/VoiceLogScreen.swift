import AirFitUI
import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// 000 §6.3 / 001's voice log: "Log your meal" cascading over the rippling microphone, in a glass
/// card, with what was heard so far.
@MainActor
public struct VoiceLogScreen: View {
    let onDone: @MainActor () -> Void

    /// The voice log with a sample transcript.
    ///
    /// - Parameter onDone: What the "Done" button does.
    public init(onDone: @escaping @MainActor () -> Void = {}) {
        self.onDone = onDone
    }

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public var body: some View {
        PastelPage(initial: .lilacBlush) {
            // At the accessibility sizes the log can be taller than a small screen (an iPhone SE from
            // AX3): it scrolls, and is at least a screen tall so "Done" stays at the bottom when it fits (D150).
            if dynamicTypeSize.isAccessibilitySize {
                GeometryReader { geometry in
                    PastelScroll {
                        log.frame(minHeight: geometry.size.height - 2 * PastelScroll<EmptyView>.shadowRoom)
                    }
                }
            } else {
                log
            }
        }
    }

    private var log: some View {
        VStack(spacing: 48) {
            Spacer()
            ScreenTitle(text: "Log your\nmeal", size: 36, centered: true)
            GlassCard {
                VStack(spacing: 16) {
                    MicRippleView()
                    Text("“Two eggs, toast and a flat white”")
                        .font(.body)
                        .multilineTextAlignment(.center)
                        .frame(maxWidth: .infinity)
                }
            }
            Spacer()
            FlareButton("Done", action: onDone)
        }
    }
}
