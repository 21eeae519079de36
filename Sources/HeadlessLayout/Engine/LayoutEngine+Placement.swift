import Foundation
import HeadlessSwiftUI

/// Placement: where every node goes once sizes are known, with the proposal it was sized with.
extension LayoutEngine {
    // MARK: Placement

    /// Places `item` in `rect`. SwiftUI places a view with the proposal it was sized with, not its
    /// size: a dimension `proposal` leaves unspecified (nil, as a scroll view proposes along its
    /// axis) stays unspecified for everything inside, so a stack shares out its ideal sizes rather
    /// than squeezing flexible children toward a spacer. Specified dimensions are `rect`'s.
    /// With `exact`, `proposal` is the one the parent sized the item with and is handed on as it is
    /// (a stack re-shares its length as it did when sized, not from its own size).
    func place(_ item: LayoutItem, in rect: CGRect, proposal: ProposedViewSize? = nil, exact: Bool = false, device: Device) {
        let proposal = exact ? proposal ?? ProposedViewSize(rect.size) : Self.placementProposal(proposal, rect)
        switch item {
        case let .group(nodes, axis, spacing):
            placeStack(
                LayoutItem.flatten(nodes), axis: axis, spacing: spacing, alignment: .center, in: rect, proposal: proposal, device: device)
        case let .node(node):
            frames[node.identity] = rect
            placeChildren(of: node, in: rect, proposal: proposal, device: device)
        }
    }

    /// `rect`'s size, with the dimensions `proposal` leaves unspecified left unspecified.
    static func placementProposal(_ proposal: ProposedViewSize?, _ rect: CGRect) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.map { $0.width == nil } == true ? nil : rect.width,
            height: proposal.map { $0.height == nil } == true ? nil : rect.height)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedViewSize, device: Device) {
        switch node.kind {
        case let .stack(axis, spacing, _):
            let items = LayoutItem.flatten(node.children)
            switch axis {
            case .vertical:
                placeStack(
                    items, axis: .vertical, spacing: spacing, alignment: node.stackAlignment, in: rect, proposal: proposal, device: device)
            case .horizontal:
                placeStack(
                    items, axis: .horizontal, spacing: spacing, alignment: node.stackAlignment, in: rect, proposal: proposal, device: device
                )
            case .depth:
                placeDepth(items, alignment: node.stackAlignment, in: rect, proposal: proposal, device: device)
            }
        case let .scroll(axes) where axes == .horizontal:
            placeHorizontalScroll(node, in: rect, device: device)
        case .scroll:
            let content = LayoutItem.group(node.children, axis: .vertical, spacing: 0)
            let contentSize = size(content, ProposedViewSize(width: rect.width, height: nil))
            contentSizes[node.identity] = contentSize
            // `defaultScrollAnchor`: the content starts scrolled to its anchor, and content shorter
            // than the scroll view sits at its alignment anchor.
            let anchors = node.environment._scrollAnchors
            let overflow = max(contentSize.height - rect.height, 0)
            let start = scrollPositions[node.identity]?.y ?? overflow * (anchors.initialOffset?.y ?? 0)
            // A drag does not move a scroll view with scrolling disabled (`scrollDisabled(_:)`).
            let requested = scrollOffset.y.isNaN || !node.environment.isScrollEnabled ? 0 : scrollOffset.y
            let offset = CGPoint(x: 0, y: min(max(start + requested, 0), overflow))
            contentOffsets[node.identity] = offset
            let slack = max(rect.height - contentSize.height, 0) * (anchors.alignment?.y ?? 0)
            // The content is placed as it was sized: with no height proposed.
            place(
                content, in: CGRect(origin: CGPoint(x: rect.minX, y: rect.minY - offset.y + slack), size: contentSize),
                proposal: ProposedViewSize(width: rect.width, height: nil), device: device)
        case .button:
            placeStack(
                LayoutItem.flatten(node.children), axis: .horizontal, spacing: nil, alignment: .center, in: rect, proposal: proposal,
                device: device)
        case .geometryReader:
            for item in LayoutItem.flatten(node.children) {
                place(item, in: CGRect(origin: rect.origin, size: size(item, proposal)), proposal: proposal, device: device)
            }
        case let .layout(layout):
            CustomLayoutBridge(engine: self, layout: layout, items: LayoutItem.flatten(node.children)).place(in: rect, device: device)
        case let .effect(effect):
            placeEffect(effect, node, in: rect, proposal: proposal, device: device)
        case .text, .image, .color, .fill, .shape, .spacer, .divider, .textField, .canvas:
            break
        default:
            placeStack(
                LayoutItem.flatten(node.children), axis: .vertical, spacing: nil, alignment: .center, in: rect, proposal: proposal,
                device: device)
        }
    }

    func placeEffect(_ effect: NodeEffect, _ node: ViewNode, in rect: CGRect, proposal: ProposedViewSize, device: Device) {
        let content = LayoutItem.content(of: node, effect: effect)
        switch effect {
        case let .padding(insets):
            place(
                content,
                in: CGRect(
                    x: rect.minX + insets.leading, y: rect.minY + insets.top,
                    width: max(rect.width - insets.leading - insets.trailing, 0),
                    height: max(rect.height - insets.top - insets.bottom, 0)),
                proposal: ProposedViewSize(
                    width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                    height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) }), exact: true, device: device)
        case let .frame(width, height, alignment):
            let child = ProposedViewSize(
                width: Self.fixedDimension(width) == nil ? proposal.width : rect.width,
                height: Self.fixedDimension(height) == nil ? proposal.height : rect.height)
            placeAligned(content, proposal: child, alignment: alignment, in: rect, device: device)
        case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment):
            let child = ProposedViewSize(
                width: Self.flexiblePlacementDimension(
                    rect.width, proposed: proposal.width, min: Self.sanitize(minWidth), ideal: Self.sanitize(idealWidth),
                    max: Self.sanitize(maxWidth)),
                height: Self.flexiblePlacementDimension(
                    rect.height, proposed: proposal.height, min: Self.sanitize(minHeight), ideal: Self.sanitize(idealHeight),
                    max: Self.sanitize(maxHeight)))
            placeAligned(content, proposal: child, alignment: alignment, in: rect, device: device)
        case let .fixedSize(horizontal, vertical):
            // Sized with the fixed dimensions unspecified, the child is then placed with its ideal size
            // proposed: the idiom that gives an HStack's cards one height (`.frame(maxHeight: .infinity)`
            // inside, `.fixedSize(horizontal: false, vertical: true)` outside).
            let childSize = size(
                content, ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            place(
                content,
                in: CGRect(
                    x: rect.midX - childSize.width / 2, y: rect.midY - childSize.height / 2,
                    width: childSize.width, height: childSize.height), device: device)
        case let .decoration(_, alignment, count):
            place(content, in: rect, proposal: proposal, device: device)
            for decoration in LayoutItem.flatten(Array(node.children.suffix(count))) {
                placeAligned(decoration, proposal: ProposedViewSize(rect.size), alignment: alignment, in: rect, device: device)
            }
        case let .mask(alignment):
            place(content, in: rect, proposal: proposal, device: device)
            if let mask = node.children.last {
                placeAligned(.node(mask), proposal: ProposedViewSize(rect.size), alignment: alignment, in: rect, device: device)
            }
        case let .ignoresSafeArea(edges):
            let expanded = device.reachingScreenEdges(of: rect, edges)
            frames[node.identity] = expanded
            place(content, in: expanded, proposal: proposal, device: device)
        case .sheet:
            place(content, in: rect, proposal: proposal, device: device)
            for presented in node.children.dropFirst(1) { place(.node(presented), in: device.safeArea, device: device) }
        case .navigationDestination:
            // Every page of a stack takes the stack's place.
            place(content, in: rect, proposal: proposal, device: device)
            for page in node.children.dropFirst(1) { place(.node(page), in: rect, proposal: proposal, device: device) }
        default:
            place(content, in: rect, proposal: proposal, device: device)
        }
    }

    /// Places `item` at its own size inside `rect`, aligned, with the proposal it was sized with.
    func placeAligned(_ item: LayoutItem, proposal: ProposedViewSize, alignment: Alignment, in rect: CGRect, device: Device) {
        let itemSize = size(item, proposal)
        // A view with an explicit guide for the alignment puts that guide on the container's.
        let x = alignedOrigin(item, size: itemSize, proposal: proposal, across: .horizontal, alignment, in: rect)
        let y = alignedOrigin(item, size: itemSize, proposal: proposal, across: .vertical, alignment, in: rect)
        place(
            item,
            in: CGRect(
                x: x ?? Self.x(alignment.horizontal, itemSize.width, in: rect),
                y: y ?? Self.y(alignment.vertical, itemSize.height, in: rect),
                width: itemSize.width, height: itemSize.height), proposal: proposal, exact: true, device: device)
    }

    /// Where a child of `width` starts in `rect` under a horizontal alignment.
    static func x(_ alignment: HorizontalAlignment, _ width: CGFloat, in rect: CGRect) -> CGFloat {
        switch alignment {
        case .leading: rect.minX
        case .trailing: rect.maxX - width
        default: rect.midX - width / 2
        }
    }

    /// Where a child of `height` starts in `rect` under a vertical alignment.
    static func y(_ alignment: VerticalAlignment, _ height: CGFloat, in rect: CGRect) -> CGFloat {
        switch alignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        default: rect.midY - height / 2
        }
    }
}
