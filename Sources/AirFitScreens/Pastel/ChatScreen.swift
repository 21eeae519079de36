import AirFitUI
import DesignTokens
import SwiftUI

/// 001's coach chat: messages in glass bubbles (90% opaque for reading), the coach's leading, yours
/// trailing.
@MainActor
public struct ChatScreen: View {
    @Environment(\.locale) private var locale
    /// The coach's chat with its sample conversation.
    public init() {}

    public var body: some View {
        PastelPage(initial: .icePeriwinkle) {
            VStack(alignment: .leading, spacing: 16) {
                ScreenTitle(text: String(localized: "Coach", bundle: .module, locale: locale), size: 34)
                PastelScroll {
                    VStack(spacing: 12) {
                        ForEach(Array(DailySamples.chat.enumerated()), id: \.offset) { _, message in
                            HStack {
                                if message.fromUser { Spacer(minLength: 48) }
                                GlassCard { message.text.font(.body).minimumScaleFactor(0.7) }
                                    .opacity(0.9)
                                    .frame(maxWidth: 300)
                                    .layoutPriority(1)
                                    .accessibilityLabel(
                                        message.fromUser
                                            ? Text("You: \(message.text)", bundle: .module)
                                            : Text("Coach: \(message.text)", bundle: .module))
                                if !message.fromUser { Spacer(minLength: 48) }
                            }
                        }
                    }
                }
            }
        }
    }
}
