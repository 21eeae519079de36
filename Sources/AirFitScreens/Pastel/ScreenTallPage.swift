import DesignTokens
import SwiftUI

/// A pastel page laid out to fill the screen (its spacers push its last view to the bottom) that,
/// at the accessibility sizes, where it can be taller than the screen, scrolls instead and stays at
/// least a screen tall, so its last view is still at the bottom when it fits (D150, D157): the
/// welcome and the voice log.
@MainActor
struct ScreenTallPage<Content: View>: View {
    @ViewBuilder let content: Content

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            GeometryReader { geometry in
                PastelScroll {
                    content.frame(minHeight: geometry.size.height - 2 * PastelScroll<EmptyView>.shadowRoom)
                }
            }
        } else {
            content
        }
    }
}
