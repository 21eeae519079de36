import Foundation
import HeadlessSwiftUI

/// Stacks and horizontal scroll views: how the length along an axis is shared out and placed.
extension LayoutEngine {
    /// A horizontal scroll view takes the width it is offered and its content's height; the content
    /// is offered unlimited width, so it keeps its ideal width. (Out of line, as the other rare
    /// cases, to keep the recursive `size` frame small for deep trees.)
    @inline(never)
    func horizontalScrollSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let content = size(.group(node.children, axis: .horizontal, spacing: 0), ProposedViewSize(width: nil, height: p.height))
        return CGSize(width: p.width ?? content.width, height: content.height).finite(or: Self.defaultIdealSize)
    }

    @inline(never)
    func placeHorizontalScroll(_ node: ViewNode, in rect: CGRect, device: Device) {
        let content = LayoutItem.group(node.children, axis: .horizontal, spacing: 0)
        let contentSize = size(content, ProposedViewSize(width: nil, height: rect.height))
        contentSizes[node.identity] = contentSize
        // `defaultScrollAnchor(.trailing)` starts at the content's trailing end; narrower content
        // sits at its alignment anchor.
        let anchors = node.environment._scrollAnchors
        let overflow = max(contentSize.width - rect.width, 0)
        let start = min(max(scrollPositions[node.identity]?.x ?? overflow * (anchors.initialOffset?.x ?? 0), 0), overflow)
        contentOffsets[node.identity] = CGPoint(x: start, y: 0)
        let slack = max(rect.width - contentSize.width, 0) * (anchors.alignment?.x ?? 0)
        place(
            content, in: CGRect(origin: CGPoint(x: rect.minX - start + slack, y: rect.minY), size: contentSize),
            proposal: ProposedViewSize(width: nil, height: rect.height), device: device)
    }

    /// SwiftUI's stack allocation: the space left after spacing is offered to children in order of
    /// layout priority (highest first) and, within a priority, least flexible first, each taking its
    /// share of what remains; lower-priority children keep their minimum reserved. Spacers take what
    /// the other children of their priority leave, their minimum length reserved: on iOS
    /// `HStack { Text(title).padding(); Spacer() }` gives the text all the width it needs, not half
    /// the row (issue #30's iOS references, item 2).
    /// `gaps` are the spaces between consecutive items (`gaps(_:axis:spacing:)`), worked out once by the caller.
    func allocate(_ items: [LayoutItem], axis: Axis, gaps: [CGFloat], _ p: ProposedViewSize) -> [CGSize] {
        allocateWithProposals(items, axis: axis, gaps: gaps, p).sizes
    }

    /// `allocate`, with the proposal each child was sized with: placement hands it back to the
    /// child, as SwiftUI places a subview with the proposal it measured it with, so a stack placed
    /// at its own ideal size shares out the same sizes (`HStack { Text("Export"); Text("Sync").padding(.horizontal, 12) }`
    /// keeps both titles on one line).
    func allocateWithProposals(_ items: [LayoutItem], axis: Axis, gaps: [CGFloat], _ p: ProposedViewSize) -> (
        sizes: [CGSize], proposals: [ProposedViewSize]
    ) {
        let crossProposal = axis == .horizontal ? p.height : p.width
        func proposal(_ along: CGFloat?) -> ProposedViewSize {
            axis == .horizontal
                ? ProposedViewSize(width: along, height: crossProposal) : ProposedViewSize(width: crossProposal, height: along)
        }
        guard let total = axis == .horizontal ? p.width : p.height else {
            return (items.map { axisSize($0, axis: axis, proposal(nil)) }, items.map { _ in proposal(nil) })
        }
        var remaining = max(total - gaps.reduce(0, +), 0)
        let minimums = items.map { axisSize($0, axis: axis, proposal(0)).along(axis) }
        let maximums = items.map { axisSize($0, axis: axis, proposal(.infinity)).along(axis) }
        let priorities = items.map(\.layoutPriority)
        let spacers = items.map(\.isSpacer)
        var sizes = [CGSize](repeating: .zero, count: items.count)
        var proposals = [ProposedViewSize](repeating: proposal(nil), count: items.count)
        for priority in Set(priorities).sorted(by: >) {
            let members = items.indices.filter { priorities[$0] == priority }
            // The other children first, then the spacers, each round least flexible first.
            for round in [members.filter { !spacers[$0] }, members.filter { spacers[$0] }] where !round.isEmpty {
                let group = round.sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
                let reservedBelow = items.indices.filter {
                    priorities[$0] < priority || (priorities[$0] == priority && spacers[$0] && !spacers[group[0]])
                }.reduce(0) { $0 + minimums[$1] }
                var groupRemaining = max(remaining - reservedBelow, 0)
                for (offset, index) in group.enumerated() {
                    let share = groupRemaining / CGFloat(group.count - offset)
                    let chosen = axisSize(items[index], axis: axis, proposal(share))
                    sizes[index] = chosen
                    proposals[index] = proposal(share)
                    groupRemaining = max(groupRemaining - chosen.along(axis), 0)
                    remaining = max(remaining - chosen.along(axis), 0)
                }
            }
        }
        return (sizes, proposals)
    }

    /// A child's size in a stack: spacers take length only along the stack, dividers run across it.
    func axisSize(_ item: LayoutItem, axis: Axis, _ p: ProposedViewSize) -> CGSize {
        guard case let .node(node) = item else { return size(item, p) }
        switch node.kind {
        case let .spacer(minLength):
            let minimum = minLength ?? Self.defaultSpacing
            let along = max((axis == .horizontal ? p.width : p.height) ?? minimum, minimum)
            return axis == .horizontal ? CGSize(width: along, height: 0) : CGSize(width: 0, height: along)
        case .divider:
            let thickness = Self.dividerThickness(node)
            return axis == .horizontal ? CGSize(width: thickness, height: p.height ?? 0) : CGSize(width: p.width ?? 0, height: thickness)
        default:
            return size(item, p)
        }
    }

    func placeStack(
        _ items: [LayoutItem], axis: Axis, spacing: CGFloat?, alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize,
        device: Device
    ) {
        let gaps = gaps(items, axis: axis, spacing: spacing)
        let (sizes, proposals) = allocateWithProposals(items, axis: axis, gaps: gaps, proposal)
        var cursor = axis == .horizontal ? rect.minX : rect.minY
        let guides = crossGuides(
            items, sizes: sizes, proposals: proposals, across: axis == .horizontal ? .vertical : .horizontal, alignment)
        for (index, (item, itemSize)) in zip(items, sizes).enumerated() {
            let gap = index < gaps.count ? gaps[index] : 0
            let frame =
                axis == .horizontal
                ? CGRect(
                    x: cursor, y: guides.map { rect.minY + $0.offsets[index] } ?? Self.y(alignment.vertical, itemSize.height, in: rect),
                    width: itemSize.width, height: itemSize.height)
                : CGRect(
                    x: guides.map { rect.minX + $0.offsets[index] } ?? Self.x(alignment.horizontal, itemSize.width, in: rect), y: cursor,
                    width: itemSize.width, height: itemSize.height)
            place(item, in: frame, proposal: proposals[index], exact: true, device: device)
            cursor += itemSize.along(axis) + gap
        }
    }
}
