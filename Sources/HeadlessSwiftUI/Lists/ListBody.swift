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
    @Environment(\._listTopContentMargin) private var topMargin

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<sections.count) { index in
                    section(
                        sections[index], spacing: index == 0 ? topMargin : (sections[index].spacing ?? sectionSpacing).points,
                        followsFooter: index > 0 && !sections[index - 1].footer.isEmpty, isFirst: index == 0)
                }
            }
            .padding(.bottom, ListMetrics.sectionSpacing)
        }
        // A list keeps its own insets: content margins are not applied to it but for its top
        // margin, which replaces the space above its first section (docs/swiftui-subset.md).
        .environment(\._contentMargins, EdgeInsets())
        .environment(\._listTopContentMargin, nil)
        .background {
            if backgroundVisibility != .hidden { background.ignoresSafeArea() }
        }
        .preference(key: ContainerBackgroundKey.self, value: backgroundVisibility == .hidden ? nil : background)
    }

    private var background: Color {
        Color(uiColor: appearance == .plain ? .systemBackground : .systemGroupedBackground)
    }

    /// A section: the section spacing (or a custom `spacing` from the section above) above its
    /// card, its header's text 0.5 pt into it; under a footer, the spacing is 5.25 pt shorter, as
    /// measured (D277). In a plain list, where sections touch, a custom spacing is added above the
    /// section.
    private func section(_ content: ListContent.SectionContent, spacing: CGFloat?, followsFooter: Bool, isFirst: Bool) -> some View {
        let gap =
            (spacing ?? ListMetrics.sectionSpacing)
            - (followsFooter ? ListMetrics.sectionSpacing - ListMetrics.spacingAfterFooter : 0)
        return VStack(alignment: .leading, spacing: 0) {
            if appearance == .plain, let spacing { Color.clear.frame(height: spacing) }
            if content.header.isEmpty {
                Color.clear.frame(height: appearance == .plain ? 0 : max(gap, 0))
            } else {
                ResolvedNodes(nodes: content.header)
                    .padding(.top, headerTopPadding(gap: gap, isFirst: isFirst))
                    .padding(.bottom, appearance == .plain ? ListMetrics.plainHeaderPadding : ListMetrics.headerBottomPadding)
                    .padding(.horizontal, ListMetrics.rowHorizontalInset)
                    .modifier(CardInset(isInset: appearance == .insetGrouped))
            }
            card(content.rows)
            if !content.footer.isEmpty {
                ResolvedNodes(nodes: content.footer)
                    .padding(.top, appearance == .plain ? ListMetrics.plainHeaderPadding : ListMetrics.footerTopPadding)
                    .padding(.horizontal, ListMetrics.rowHorizontalInset)
                    .modifier(CardInset(isInset: appearance == .insetGrouped))
            }
        }
    }

    /// The space above a header's text: in a grouped list 0.5 pt into the gap above the section,
    /// or, for the first section with no top margin set, 17 pt under the list's top (measured, D279).
    private func headerTopPadding(gap: CGFloat, isFirst: Bool) -> CGFloat {
        if appearance == .plain { return ListMetrics.plainHeaderPadding }
        if isFirst && topMargin == nil { return ListMetrics.firstHeaderTopPadding }
        return max(gap - (ListMetrics.sectionSpacing - ListMetrics.headerTopPadding), 0)
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
            // A plain list's last row has its separator too (measured on iOS 18.2, D289); a
            // grouped card's ends at its edge.
            if (!isLast || appearance == .plain) && separator != .hidden {
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

/// Insets a grouped card from the screen's edges (`ListMetrics.cardInset`).
@MainActor
struct CardInset: ViewModifier {
    let isInset: Bool

    func body(content: Content) -> some View {
        if isInset {
            content.padding(.horizontal, ListMetrics.cardInset)
        } else {
            content
        }
    }
}
