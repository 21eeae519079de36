import SwiftUI

/// A horizontal carousel as iOS 17 code writes one: cards two to a screen width through
/// `containerRelativeFrame`, the scroll content inset by `contentMargins`, view-aligned paging,
/// and hidden indicators.
@MainActor
public struct CarouselSnippet: View {
    let count: Int

    /// A carousel of `count` cards.
    public init(count: Int = 4) {
        self.count = count
    }

    public var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<count, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(index.isMultiple(of: 2) ? Color.mint : Color.teal)
                        .aspectRatio(3.0 / 2.0, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}
