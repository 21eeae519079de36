/// A list drawn from the layer's primitives: a scroll view of sections, each a header, a card of
/// rows with separators between them, and a footer, over the grouped background.
@MainActor
struct ListBody: View {
    let sections: [ListContent.SectionContent]
    let appearance: ListAppearance
    @Environment(\._scrollContentBackground) private var backgroundVisibility
    @Environment(\.defaultMinListRowHeight) private var minimumRowHeight
    @Environment(\.displayScale) private var displayScale
    @Environment(\._listRowSpacing) private var rowSpacing
    @Environment(\._listSectionSpacing) private var sectionSpacing

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<sections.count) { index in
                    section(sections[index], spacing: index == 0 ? nil : (sections[index].spacing ?? sectionSpacing).points)
                }
            }
            .padding(.bottom, ListMetrics.sectionSpacing)
        }
        // A list keeps its own insets: content margins are not applied to it (docs/swiftui-subset.md).
        .environment(\._contentMargins, EdgeInsets())
        .background {
            if backgroundVisibility != .hidden { background.ignoresSafeArea() }
        }
        .preference(key: ContainerBackgroundKey.self, value: backgroundVisibility == .hidden ? nil : background)
    }

    private var background: Color {
        Color(uiColor: appearance == .plain ? .systemBackground : .systemGroupedBackground)
    }

    /// A section: a custom `spacing` from the section above replaces the space above its header's
    /// text or its card (in a plain list, where sections touch, it is added above the section).
    private func section(_ content: ListContent.SectionContent, spacing: CGFloat?) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if appearance == .plain, let spacing { Color.clear.frame(height: spacing) }
            if content.header.isEmpty {
                Color.clear.frame(height: appearance == .plain ? 0 : spacing ?? ListMetrics.sectionSpacing)
            } else {
                ResolvedNodes(nodes: content.header)
                    .padding(.top, appearance == .plain ? ListMetrics.headerBottomPadding : spacing ?? ListMetrics.headerTopPadding)
                    .padding(.bottom, ListMetrics.headerBottomPadding)
                    .padding(.horizontal, ListMetrics.rowHorizontalInset)
                    .modifier(CardInset(isInset: appearance == .insetGrouped))
            }
            card(content.rows)
            if !content.footer.isEmpty {
                ResolvedNodes(nodes: content.footer)
                    .padding(.top, ListMetrics.headerBottomPadding)
                    .padding(.horizontal, ListMetrics.rowHorizontalInset)
                    .modifier(CardInset(isInset: appearance == .insetGrouped))
            }
        }
    }

    private func card(_ rows: [ViewNode]) -> some View {
        VStack(alignment: .leading, spacing: rowSpacing ?? 0) {
            ForEach(0..<rows.count) { index in
                row(rows[index], isLast: index == rows.count - 1)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: appearance == .insetGrouped ? ListMetrics.cardCornerRadius : 0, style: .continuous))
        .modifier(CardInset(isInset: appearance == .insetGrouped))
    }

    private func row(_ node: ViewNode, isLast: Bool) -> some View {
        let set = node.trait(RowInsetsTrait.self)
        let insets = set == nil || set == ListMetrics.unsetInsets ? ListMetrics.rowInsets : set!
        let separator = node.trait(RowSeparatorTrait.self) ?? .automatic
        let badge = node.trait(BadgeTrait.self) ?? nil
        return RowSeparatorLayout(insets: insets, minimumHeight: minimumRowHeight, thickness: 1 / displayScale) {
            HStack(spacing: 0) {
                ResolvedNodes(nodes: [node]).frame(maxWidth: .infinity, alignment: .leading)
                if let badge { badge.foregroundStyle(Color.secondary).padding(.leading, 8) }
            }
            if !isLast && separator != .hidden {
                Rectangle().fill(node.trait(RowSeparatorTintTrait.self) ?? Color(uiColor: .separator))
            }
        }
        .background {
            if let background = node.trait(RowBackgroundTrait.self) {
                background
            } else {
                Color(uiColor: appearance == .plain ? .systemBackground : .secondarySystemGroupedBackground)
            }
        }
    }
}

/// Insets a grouped card from the screen's edges by the layout margin of the width it is given.
@MainActor
struct CardInset: ViewModifier {
    let isInset: Bool

    func body(content: Content) -> some View {
        if isInset {
            MarginLayout { content }
        } else {
            content
        }
    }
}

/// Pads its content horizontally by the layout margin of the width proposed to it: 16 pt under
/// 414 pt, 20 pt from there (`ListMetrics.cardInset`).
struct MarginLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        let margin = proposal.width.map { ListMetrics.cardInset(forWidth: $0) } ?? 0
        let inner = subview.sizeThatFits(ProposedViewSize(width: proposal.width.map { max($0 - 2 * margin, 0) }, height: proposal.height))
        return CGSize(width: inner.width + 2 * margin, height: inner.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let margin = ListMetrics.cardInset(forWidth: bounds.width)
        subview.place(
            at: CGPoint(x: bounds.minX + margin, y: bounds.minY), anchor: .topLeading,
            proposal: ProposedViewSize(width: bounds.width - 2 * margin, height: bounds.height))
    }
}
