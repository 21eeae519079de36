import Foundation
import HeadlessSwiftUI

/// Alignment guides: SwiftUI lines its stacks' children up by a guide's value in each child
/// (Apple, `alignmentGuide(_:computeValue:)`, `AlignmentID`): a built-in edge or centre, a text's
/// baseline, a custom alignment's default, or the value a view sets explicitly. Plain edge and
/// centre alignments without explicit guides keep the engine's edge placement, which gives the same
/// frames.
extension LayoutEngine {
    /// The names of the alignments the engine places by edges.
    private static let edgeAlignments: Set<String> = ["leading", "center", "trailing", "top", "bottom"]

    /// Where children aligned by guides start across a stack (offsets from the stack's edge), and
    /// the extent they take from the highest guide to the furthest edge past it; nil where the
    /// alignment is an edge or the centre and no child sets an explicit guide for it.
    @inline(never)
    func crossGuides(
        _ items: [LayoutItem], sizes: [CGSize], proposals: [ProposedViewSize], across axis: Axis, _ alignment: Alignment
    ) -> (offsets: [CGFloat], extent: CGFloat)? {
        guard let (key, custom) = guideKeyIfAligned(items, across: axis, alignment) else { return nil }
        let guides = items.indices.map { guide(key, custom, of: items[$0], size: sizes[$0], proposal: proposals[$0]) }
        return Self.spread(guides, sizes: sizes, across: axis)
    }

    /// A `ZStack`'s guides in both directions, asked of each child in turn, its horizontal guide
    /// before its vertical one, as SwiftUI asks them: a guide's closure may carry state from one
    /// child to the next (the wrapping-row pattern that places each child after the one before
    /// and starts a row where it would pass the width), which asking every child's horizontal
    /// guide first would break.
    func depthGuides(_ items: [LayoutItem], sizes: [CGSize], proposals: [ProposedViewSize], _ alignment: Alignment) -> (
        horizontal: (offsets: [CGFloat], extent: CGFloat)?, vertical: (offsets: [CGFloat], extent: CGFloat)?
    ) {
        let horizontal = guideKeyIfAligned(items, across: .horizontal, alignment)
        let vertical = guideKeyIfAligned(items, across: .vertical, alignment)
        var (across, down): ([CGFloat], [CGFloat]) = ([], [])
        for index in items.indices {
            if let (key, custom) = horizontal {
                across.append(guide(key, custom, of: items[index], size: sizes[index], proposal: proposals[index]))
            }
            if let (key, custom) = vertical {
                down.append(guide(key, custom, of: items[index], size: sizes[index], proposal: proposals[index]))
            }
        }
        return (
            horizontal.map { _ in Self.spread(across, sizes: sizes, across: .horizontal) },
            vertical.map { _ in Self.spread(down, sizes: sizes, across: .vertical) }
        )
    }

    /// The key of `alignment` across `axis` where children line up by guides: nil where it is an
    /// edge or the centre and no child sets an explicit guide for it.
    private func guideKeyIfAligned(_ items: [LayoutItem], across axis: Axis, _ alignment: Alignment) -> (
        AlignmentKey, AlignmentIdentifier?
    )? {
        let (key, custom) = Self.guideKey(alignment, across: axis)
        if Self.edgeAlignments.contains(key.name),
            !items.contains(where: { explicitGuides(of: $0, size: .zero)?.guides.values[key] != nil })
        {
            return nil
        }
        return (key, custom)
    }

    /// Children's offsets from the line their guides meet on, and the extent from the highest
    /// guide to the furthest edge past it.
    private static func spread(_ guides: [CGFloat], sizes: [CGSize], across axis: Axis) -> (offsets: [CGFloat], extent: CGFloat) {
        let line = guides.max() ?? 0
        let past = zip(sizes, guides).map { (axis == .horizontal ? $0.width : $0.height) - $1 }.max() ?? 0
        return (guides.map { line - $0 }, line + past)
    }

    /// The key and custom identifier of `alignment`'s part across `axis`.
    static func guideKey(_ alignment: Alignment, across axis: Axis) -> (AlignmentKey, AlignmentIdentifier?) {
        axis == .horizontal ? (alignment.horizontal.key, alignment.horizontal.custom) : (alignment.vertical.key, alignment.vertical.custom)
    }

    /// Where a view with an explicit guide for the alignment starts across `rect` of its container:
    /// its guide on the container's default one; nil for a view without one.
    func alignedOrigin(
        _ item: LayoutItem, size: CGSize, proposal: ProposedViewSize, across axis: Axis, _ alignment: Alignment, in rect: CGRect
    ) -> CGFloat? {
        let (key, custom) = Self.guideKey(alignment, across: axis)
        guard explicitGuides(of: item, size: size)?.guides.values[key] != nil else { return nil }
        let container = Self.edgeDefault(key, custom, size: rect.size) ?? (axis == .horizontal ? rect.width : rect.height) / 2
        let own = guide(key, custom, of: item, size: size, proposal: proposal)
        return (axis == .horizontal ? rect.minX : rect.minY) + container - own
    }

    /// A ZStack's children: aligned by their guides where one sets an explicit guide or the
    /// alignment is a baseline or custom one, else each in the stack's frame by its edges.
    func placeDepth(_ items: [LayoutItem], alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize, device: Device) {
        let sizes = items.map { size($0, proposal) }
        let proposals = items.map { _ in proposal }
        let (horizontal, vertical) = depthGuides(items, sizes: sizes, proposals: proposals, alignment)
        guard horizontal != nil || vertical != nil else {
            for item in items { placeAligned(item, proposal: proposal, alignment: alignment, in: rect, device: device) }
            return
        }
        for (index, item) in items.enumerated() {
            let itemSize = sizes[index]
            let x = horizontal.map { rect.minX + $0.offsets[index] } ?? Self.x(alignment.horizontal, itemSize.width, in: rect)
            let y = vertical.map { rect.minY + $0.offsets[index] } ?? Self.y(alignment.vertical, itemSize.height, in: rect)
            place(item, in: CGRect(origin: CGPoint(x: x, y: y), size: itemSize), proposal: proposal, exact: true, device: device)
        }
    }

    /// The value of the guide `key` in `item` of `size`, in the item's own coordinates: its
    /// explicit value, else its default.
    func guide(_ key: AlignmentKey, _ custom: AlignmentIdentifier?, of item: LayoutItem, size: CGSize, proposal: ProposedViewSize)
        -> CGFloat
    {
        if let found = explicitGuides(of: item, size: size), let compute = found.guides.values[key] {
            let inner = dimensions(of: item, size: found.size, proposal: proposal, explicit: found.guides)
            return compute(inner) + (key.isHorizontal ? found.offset.x : found.offset.y)
        }
        return defaultGuide(key, custom, of: item, size: size, proposal: proposal)
    }

    /// A guide's value where the view sets none: an edge or the centre, a text baseline (the bottom
    /// for a view without text, as SwiftUI), a custom alignment's default.
    func defaultGuide(_ key: AlignmentKey, _ custom: AlignmentIdentifier?, of item: LayoutItem, size: CGSize, proposal: ProposedViewSize)
        -> CGFloat
    {
        if let edge = Self.edgeDefault(key, custom, size: size) { return edge }
        switch key.name {
        case "firstTextBaseline": return baselines(of: item, size: size, proposal: proposal)?.first ?? size.height
        case "lastTextBaseline": return baselines(of: item, size: size, proposal: proposal)?.last ?? size.height
        case "listRowSeparatorLeading":
            // iOS 16 lines a row's separator up with its text: the first view inside that sets the
            // guide, else the text that starts furthest leading, else the leading edge.
            return nestedExplicitGuide(key, of: item, size: size, proposal: proposal)
                ?? leadingmostTextLeading(of: item, size: size, proposal: proposal) ?? 0
        default:
            guard let custom else { return key.isHorizontal ? size.width / 2 : size.height / 2 }
            // A container takes the explicit guide of the first view inside that sets one, where
            // that view lands (a row's value column set on the value inside the row).
            return nestedExplicitGuide(key, of: item, size: size, proposal: proposal)
                ?? custom.defaultValue(in: dimensions(of: item, size: size, proposal: proposal, explicit: nil))
        }
    }

    /// The explicit guide `key` of the first view inside `item` (in the order views are written)
    /// that sets one, in `item`'s coordinates: `item` is placed at the origin in a scratch pass and
    /// the guide read where that view lands. Nil where no view inside sets one.
    func nestedExplicitGuide(_ key: AlignmentKey, of item: LayoutItem, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        firstInside(item, size: size, proposal: proposal) { node, frame in
            guard let compute = node.explicitAlignmentGuides?.values[key] else { return nil }
            let value = compute(dimensions(of: .node(node), size: frame.size, proposal: ProposedViewSize(frame.size), explicit: nil))
            return value + (key.isHorizontal ? frame.minX : frame.minY)
        }
    }

    /// The leading edge of the text inside `item` that starts furthest leading, in `item`'s
    /// coordinates from a scratch placement; nil where it shows no text. SwiftUI's stacks combine
    /// their texts' separator guides by the least (measured on iOS 18.2: a row of padded caption
    /// tags over a title puts its separator at the title's leading edge, 8 pt before the first
    /// tag's text, D289); a label's icon is no text, so its separator starts at the title.
    func leadingmostTextLeading(of item: LayoutItem, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if case let .node(node) = item, case .text = node.kind { return 0 }
        var least: CGFloat?
        visitInside(item, size: size, proposal: proposal) { node, frame in
            if case let .text(text) = node.kind, !text.content.isEmpty { least = min(least ?? frame.minX, frame.minX) }
            return true
        }
        return least
    }

    /// The first non-nil `read` of a view inside `item`, in the order views are written, with the
    /// frame the view takes when `item` is placed at the origin at `size` in a scratch pass; nil
    /// where no view gives one (or outside a layout).
    private func firstInside(
        _ item: LayoutItem, size: CGSize, proposal: ProposedViewSize, _ read: (ViewNode, CGRect) -> CGFloat?
    ) -> CGFloat? {
        var found: CGFloat?
        visitInside(item, size: size, proposal: proposal) { node, frame in
            found = read(node, frame)
            return found == nil
        }
        return found
    }

    /// Calls `visit` on each view inside `item` that has a frame, in the order views are written,
    /// with the frame it takes when `item` is placed at the origin at `size` in a scratch pass,
    /// until `visit` returns false. Visits nothing outside a layout.
    private func visitInside(
        _ item: LayoutItem, size: CGSize, proposal: ProposedViewSize, _ visit: (ViewNode, CGRect) -> Bool
    ) {
        guard let frames = scratchFrames(of: item, size: size, proposal: proposal) else { return }
        func walk(_ node: ViewNode) -> Bool {
            if let frame = frames[node.identity], !visit(node, frame) { return false }
            return node.children.allSatisfy(walk)
        }
        switch item {
        case let .node(node): _ = walk(node)
        case let .group(nodes, _, _): _ = nodes.allSatisfy(walk)
        }
    }

    /// A subview's dimensions for a custom layout (`LayoutSubview.dimensions(in:)`): its size for
    /// `proposal` and its guides, explicit or default.
    func subviewDimensions(of item: LayoutItem, proposal: ProposedViewSize) -> ViewDimensions {
        let size = size(item, proposal)
        let explicit = explicitGuides(of: item, size: size)
        let edges = Self.edgeDimensions(size)
        return ViewDimensions(
            size: size,
            value: { [unowned self] key, custom in self.guide(key, custom, of: item, size: size, proposal: proposal) },
            explicitValue: { key in explicit?.guides.values[key].map { $0(edges) } })
    }

    /// The value of an edge or centre alignment in `size`; nil for a baseline or custom one.
    static func edgeDefault(_ key: AlignmentKey, _ custom: AlignmentIdentifier?, size: CGSize) -> CGFloat? {
        guard custom == nil else { return nil }
        switch key.name {
        case "leading", "top": return 0
        case "center": return key.isHorizontal ? size.width / 2 : size.height / 2
        case "trailing", "listRowSeparatorTrailing": return size.width
        case "bottom": return size.height
        default: return nil
        }
    }

    /// The view's dimensions as a guide's closure reads them: a guide's default value by
    /// subscript, and an explicit guide's value (worked out from the view's edges) by
    /// `subscript(explicit:)`.
    func dimensions(of item: LayoutItem, size: CGSize, proposal: ProposedViewSize, explicit: ExplicitAlignmentGuides?) -> ViewDimensions {
        let edges = Self.edgeDimensions(size)
        return ViewDimensions(
            size: size,
            value: { [unowned self] key, custom in self.defaultGuide(key, custom, of: item, size: size, proposal: proposal) },
            explicitValue: { key in explicit?.values[key].map { $0(edges) } })
    }

    /// Dimensions that know only a view's edges and centre: what an explicit guide's closure is
    /// given to work out its value from.
    static func edgeDimensions(_ size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size, value: { key, custom in edgeDefault(key, custom, size: size) ?? 0 }, explicitValue: { _ in nil })
    }

    /// The explicit guides that apply to `item` of `size`: set on it, or on the one view it wraps
    /// through layout-neutral modifiers or padding, with that view's origin and size in the item.
    func explicitGuides(of item: LayoutItem, size: CGSize) -> (guides: ExplicitAlignmentGuides, offset: CGPoint, size: CGSize)? {
        guard case var .node(node) = item else { return nil }
        var offset = CGPoint.zero
        var inner = size
        while true {
            if let guides = node.explicitAlignmentGuides { return (guides, offset, inner) }
            guard node.children.count == 1 else { return nil }
            if case let .effect(.padding(insets)) = node.kind {
                offset.x += insets.leading
                offset.y += insets.top
                inner = CGSize(
                    width: max(inner.width - insets.leading - insets.trailing, 0), height: max(inner.height - insets.top - insets.bottom, 0)
                )
            } else if !LayoutItem.isTransparent(node) {
                return nil
            }
            node = node.children[0]
        }
    }

    /// The baselines of the first and last lines of text in `item` of `size`, from its top; nil
    /// where it shows no text. A text's come from its font; any other view is placed at the origin
    /// in a scratch pass and its texts' baselines read from where they land.
    func baselines(of item: LayoutItem, size: CGSize, proposal: ProposedViewSize) -> (first: CGFloat, last: CGFloat)? {
        if case let .node(node) = item, case let .text(text) = node.kind {
            return Self.textBaselines(text, environment: node.environment, height: size.height)
        }
        guard let frames = scratchFrames(of: item, size: size, proposal: proposal) else { return nil }
        var found: (first: CGFloat, last: CGFloat)?
        func visit(_ node: ViewNode) {
            if case let .text(text) = node.kind, let frame = frames[node.identity], !text.content.isEmpty {
                let own = Self.textBaselines(text, environment: node.environment, height: frame.height)
                let first = frame.minY + own.first
                let last = frame.minY + own.last
                found = (min(found?.first ?? first, first), max(found?.last ?? last, last))
            }
            for child in node.children { visit(child) }
        }
        switch item {
        case let .node(node): visit(node)
        case let .group(nodes, _, _): nodes.forEach(visit)
        }
        return found
    }

    /// The frames of `item`'s views when it is placed at the origin at `size`, in a scratch pass
    /// that leaves the layout's own frames, content sizes and offsets as they were; nil outside a
    /// layout (no device).
    func scratchFrames(of item: LayoutItem, size: CGSize, proposal: ProposedViewSize) -> [String: CGRect]? {
        guard let device else { return nil }
        let saved = (frames, contentSizes, contentOffsets)
        defer { (frames, contentSizes, contentOffsets) = saved }
        frames = [:]
        place(item, in: CGRect(origin: .zero, size: size), proposal: proposal, exact: true, device: device)
        return frames
    }

    /// A text's first baseline (SF Pro's ascender below its top) and its last (a leading further
    /// for each line its height holds).
    @MainActor static func textBaselines(_ text: Text, environment: EnvironmentValues, height: CGFloat) -> (first: CGFloat, last: CGFloat) {
        let font = ResolvedFont.resolveRuns(text, environment: environment).font
        let lines = min(font.lines(fittingHeight: height), 10_000)
        return (font.ascent, font.ascent + CGFloat(lines - 1) * font.lineHeight)
    }
}
