import DesignTokens
import SwiftUI

/// 003 §4.3's sheet rise: the sheet slides up from the bottom edge growing from 0.95 to full size
/// on `surfaceOverlay` with 24 pt top corners while the screen behind dims; it follows a finger
/// down and dismisses when dragged or flicked far enough (`FlickDismissal`), or when the dim is
/// tapped, or on VoiceOver's escape gesture. A soft impact plays as it presents and a light one as
/// it dismisses. Reduce Motion: it fades in and out in place, with both haptics.
@MainActor
struct SheetRise<Sheet: View>: ViewModifier {
    @Binding var isPresented: Bool
    let sheet: Sheet

    @State private var drag: Double = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.airfitTheme) private var theme

    func body(content: Content) -> some View {
        let token = SignatureTransition.sheetRise.token
        let animation: Animation = reduceMotion ? .linear(duration: MotionToken.reducedMotionFade) : .token(token.animation)
        content
            .overlay {
                ZStack(alignment: .bottom) {
                    if isPresented {
                        SignatureTransitionDetails.sheetDim.color(in: colorScheme)
                            .ignoresSafeArea()
                            .onTapGesture { withAnimation(animation) { isPresented = false } }
                            .accessibilityLabel(Text("Dismiss sheet", bundle: .module))
                            .accessibilityAddTraits(.isButton)
                            .transition(.opacity)
                        panel(animation: animation)
                            .transition(
                                reduceMotion
                                    ? .opacity : .move(edge: .bottom).combined(with: .scale(scale: token.scaleFrom, anchor: .bottom)))
                    }
                }
                .animation(animation, value: isPresented)
            }
            .onChange(of: isPresented) { drag = 0 }
            .sensoryFeedback(HapticToken.soft.feedback, trigger: isPresented) { _, presented in presented }
            .sensoryFeedback(HapticToken.light.feedback, trigger: isPresented) { _, presented in !presented }
    }

    /// The theme's sheet surface (003's overlay in the athletic theme, and outside any theme), else
    /// the theme's card color where its cards are solid, else 003's overlay.
    private var sheetFill: AdaptiveColor {
        guard let theme else { return SignatureTransitionDetails.sheetBackground }
        if let surface = theme.sheetSurface { return surface }
        if case let .solid(color) = theme.card.surface { return color }
        return SignatureTransitionDetails.sheetBackground
    }

    private func panel(animation: Animation) -> some View {
        VStack(spacing: 12) {
            Capsule()
                .fill(AthleticColors.textTertiary)
                .frame(width: 36, height: 5)
                .padding(.top, 8)
                .accessibilityHidden(true)
            sheet
        }
        .frame(maxWidth: .infinity)
        .padding(.bottom, AthleticCard.screenPadding)
        .background {
            UnevenRoundedRectangle(
                topLeadingRadius: SignatureTransitionDetails.sheetTopCornerRadius,
                topTrailingRadius: SignatureTransitionDetails.sheetTopCornerRadius, style: .continuous
            )
            .fill(sheetFill)
            .ignoresSafeArea(edges: .bottom)
        }
        .offset(y: drag)
        .gesture(
            DragGesture()
                .onChanged { value in drag = max(value.translation.height, 0) }
                .onEnded { value in
                    if FlickDismissal.dismisses(translation: value.translation.height, predictedEnd: value.predictedEndTranslation.height) {
                        withAnimation(animation) { isPresented = false }
                    } else {
                        withAnimation(animation) { drag = 0 }
                    }
                }
        )
        .accessibilityAddTraits(.isModal)
        // A modal panel must be leavable without sight or a flick: VoiceOver's escape gesture (a
        // two-finger scrub) from anything on it dismisses it, as it does a system sheet.
        .accessibilityAction(.escape) { withAnimation(animation) { isPresented = false } }
    }
}

extension View {
    /// Presents `sheet` over this view with 003's sheet rise while `isPresented` is true (see
    /// `SheetRise`); dragging it down or tapping the dim sets `isPresented` back to false.
    @MainActor public func sheetRise<Sheet: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Sheet) -> some View {
        modifier(SheetRise(isPresented: isPresented, sheet: content()))
    }
}
