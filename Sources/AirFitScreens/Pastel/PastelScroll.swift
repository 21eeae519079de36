import DesignTokens
import SwiftUI

/// A vertical scroll view for a pastel page's cards: it reaches the page's edges and pads its
/// content inside instead, so the cards' shadows are not cut by the scroll view's clip at the page
/// padding (000 §6.2 puts its ScrollView inside the 24 pt padding, and iOS draws that hard edge too).
@MainActor
struct PastelScroll<Content: View>: View {
    @ViewBuilder let content: Content

    /// Room for a glass card's shadow: its radius plus its offset.
    static var shadowRoom: Double { PastelShadow.glassCard.radius + PastelShadow.glassCard.y }

    var body: some View {
        ScrollView {
            content
                .padding(.horizontal, PastelLayout.screenPadding)
                .padding(.vertical, Self.shadowRoom)
        }
        .padding(.horizontal, -PastelLayout.screenPadding)
    }
}
