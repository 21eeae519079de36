import SwiftUI

/// A profile card as app code aligns it with guides: labels and values in two columns through a
/// custom alignment, a price on its text baseline beside a large figure, an unread badge sitting
/// on the avatar's corner, and list rows whose separators run from the leading edge.
@MainActor
public struct AlignedColumnsSnippet: View {
    let unread: Int

    public init(unread: Int = 3) {
        self.unread = unread
    }

    public var body: some View {
        List {
            VStack(alignment: .valueColumn, spacing: 6) {
                HStack {
                    Text("Name").foregroundStyle(.secondary)
                    Text("Ada").alignmentGuide(.valueColumn) { d in d[.leading] }
                }
                HStack {
                    Text("Occupation").foregroundStyle(.secondary)
                    Text("Engineer").alignmentGuide(.valueColumn) { d in d[.leading] }
                }
            }
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("128").font(.largeTitle.bold())
                Text("kcal").font(.caption).foregroundStyle(.secondary)
            }
            .alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
            Circle().fill(Color.gray.opacity(0.3)).frame(width: 44, height: 44)
                .overlay(alignment: .topTrailing) {
                    Text("\(unread)").font(.caption2).padding(4).background(Circle().fill(Color.red))
                        .alignmentGuide(.top) { d in d[.bottom] - 8 }
                        .alignmentGuide(.trailing) { d in d[.leading] + 8 }
                }
        }
    }
}

extension HorizontalAlignment {
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// The leading edge of a card's value column.
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}
