import SwiftUI

/// Views side by side at the smaller text sizes and one above the other from `stacksFrom` up: cards
/// in a row become one column and a header's title and badge stack, instead of squeezing their
/// words (the HIG's advice for large text sizes; decision D150).
@MainActor
struct AdaptiveStack<Content: View>: View {
    /// The first Dynamic Type size at which the views stack.
    let stacksFrom: DynamicTypeSize
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment
    let spacing: CGFloat
    @ViewBuilder let content: Content

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    init(
        stacksFrom: DynamicTypeSize = .accessibility1, horizontalAlignment: HorizontalAlignment = .leading,
        verticalAlignment: VerticalAlignment = .center, spacing: CGFloat, @ViewBuilder content: () -> Content
    ) {
        self.stacksFrom = stacksFrom
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
        self.content = content()
    }

    var body: some View {
        if dynamicTypeSize >= stacksFrom {
            VStack(alignment: horizontalAlignment, spacing: spacing) { content }
        } else {
            HStack(alignment: verticalAlignment, spacing: spacing) { content }
        }
    }
}
