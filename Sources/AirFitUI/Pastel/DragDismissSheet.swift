import DesignTokens
import SwiftUI

/// 001's glass sheet: the content on the pastel glass with a grabber, following a finger down and
/// dismissing (`@Environment(\.dismiss)`) when it is dragged far enough or flicked: when the
/// drag's predicted end (UIKit's projection, translation + velocity × 0.25 s) passes
/// 160 pt; otherwise it springs back (decision D42). VoiceOver's escape gesture (a
/// two-finger scrub) dismisses it from any element on it.
@MainActor
public struct DragDismissSheet<Content: View>: View {
    let content: Content

    @State private var offset: Double = 0
    @Environment(\.dismiss) private var dismiss
    @Environment(\.airfitTheme) private var theme

    /// A pastel glass sheet around `content`, dismissed by a flick down.
    ///
    /// - Parameter content: The sheet's content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The theme's card, or 000's glass card where no theme is set.
    private var card: CardStyle { (theme ?? .pastel).card }

    public var body: some View {
        VStack(spacing: Spacing.xs) {
            Capsule()
                .fill(SystemColors.tertiaryLabel)
                .frame(width: 36, height: 5)
                .padding(.top, 8)
                .accessibilityHidden(true)
            content
            Spacer(minLength: 0)
        }
        .padding(.horizontal, PastelLayout.screenPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // The theme's card surface and edge (000's glass at home), in the sheet's corners, floating.
        .cardSurface(
            card.surface, cornerRadius: PastelGlass.cornerRadius, stroke: card.stroke, strokeWidth: card.strokeWidth,
            shadow: PastelShadow.floating
        )
        .offset(y: offset)
        // VoiceOver cannot flick: its escape gesture dismisses the sheet from any element on it.
        .accessibilityAction(.escape) { dismiss() }
        .gesture(
            DragGesture()
                .onChanged { value in offset = max(value.translation.height, 0) }
                .onEnded { value in
                    if FlickDismissal.dismisses(translation: value.translation.height, predictedEnd: value.predictedEndTranslation.height) {
                        dismiss()
                    } else {
                        withAnimation(.token(.spring(PastelGlass.entranceSpringBounceFree))) { offset = 0 }
                    }
                }
        )
    }
}
