import Foundation
@_spi(Runtime) import HeadlessSwiftUI

/// Where every node of a resolved graph sits, by identity, in screen points.
public struct LayoutResult: Sendable {
    public let device: Device
    /// Frames by node identity.
    public let frames: [String: CGRect]
    /// Scroll views' content sizes, by identity.
    public let contentSizes: [String: CGSize]
}

/// SwiftUI's layout, headless: parents propose sizes, children choose theirs, parents place them.
/// The conformance tests in `HeadlessLayoutTests` cite the documented behaviour each case pins.
@MainActor
public final class LayoutEngine {
    /// The spacing SwiftUI puts between adjacent views of a stack when none is given.
    public static let defaultSpacing: CGFloat = 8
    /// The ideal size of shapes and colors when a parent proposes none (SwiftUI's 10 × 10).
    public static let defaultIdealSize = CGSize(width: 10, height: 10)

    let measurer: any TextMeasuring
    /// How far every scroll view is scrolled; clamped to its content.
    public var scrollOffset = CGPoint.zero
    private var frames: [String: CGRect] = [:]
    private var contentSizes: [String: CGSize] = [:]
    private var sizeCache: [SizeKey: CGSize] = [:]
    /// Pixels per point of the device being laid out: text sizes are rounded up to whole pixels.
    private var pixelScale: CGFloat = 3

    private struct SizeKey: Hashable {
        let identity: String
        let width: CGFloat?
        let height: CGFloat?
    }

    public init(measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) {
        self.measurer = measurer
    }

    /// Lays out `roots` on `device`: content in the safe area, extended where it ignores it.
    @_spi(Runtime) public func layout(_ roots: [ViewNode], on device: Device) -> LayoutResult {
        frames = [:]
        contentSizes = [:]
        sizeCache = [:]
        pixelScale = max(device.scale, 1)
        let root = LayoutItem.group(roots, axis: .vertical, spacing: nil)
        let safe = device.safeArea
        let size = self.size(root, ProposedViewSize(safe.size))
        let origin = CGPoint(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
        place(root, in: CGRect(origin: origin, size: size), device: device)
        return LayoutResult(device: device, frames: frames, contentSizes: contentSizes)
    }

    // MARK: Sizing

    func size(_ item: LayoutItem, _ proposal: ProposedViewSize) -> CGSize {
        let proposal = ProposedViewSize(width: Self.sanitize(proposal.width), height: Self.sanitize(proposal.height))
        if case let .node(node) = item {
            let key = SizeKey(identity: node.identity, width: proposal.width, height: proposal.height)
            if let cached = sizeCache[key] { return cached }
            let result = computeSize(item, proposal)
            sizeCache[key] = result
            return result
        }
        return computeSize(item, proposal)
    }

    /// NaN and negative proposals become zero; infinity stays (it asks for the maximum).
    static func sanitize(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        return value.isNaN ? 0 : max(value, 0)
    }

    private func computeSize(_ item: LayoutItem, _ p: ProposedViewSize) -> CGSize {
        switch item {
        case let .group(nodes, axis, spacing):
            return stackSize(LayoutItem.flatten(nodes), axis: axis, spacing: spacing, p)
        case let .node(node):
            return nodeSize(node, p)
        }
    }

    private func nodeSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        switch node.kind {
        case let .text(text):
            return textSize(text, node: node, p)
        case .image:
            let font = ResolvedFont.resolve(Text(""), environment: node.environment)
            let side = snapUp(SymbolMetrics.frameSide(pointSize: font.size, scale: node.environment.imageScale))
            return CGSize(width: side, height: side)
        case let .shape(drawing):
            return drawing.shape.sizeThatFits(p)
        case .color, .fill, .canvas, .geometryReader:
            return p.replacingUnspecifiedDimensions(by: Self.defaultIdealSize)
        case let .spacer(minLength):
            // Outside a stack a spacer expands in both directions (inside one, `axisSize` decides).
            let minimum = minLength ?? Self.defaultSpacing
            return CGSize(width: max(p.width ?? minimum, minimum), height: max(p.height ?? minimum, minimum))
        case .divider:
            return CGSize(width: p.width ?? 0, height: 1)
        case .textField:
            let font = ResolvedFont.resolve(Text(""), environment: node.environment)
            return CGSize(width: p.width.finiteOr(100), height: font.lineHeight)
        case let .stack(axis, spacing, _):
            switch axis {
            case .vertical: return stackSize(LayoutItem.flatten(node.children), axis: .vertical, spacing: spacing, p)
            case .horizontal: return stackSize(LayoutItem.flatten(node.children), axis: .horizontal, spacing: spacing, p)
            case .depth: return depthSize(LayoutItem.flatten(node.children), p)
            }
        case let .scroll(axes) where axes == .horizontal:
            return horizontalScrollSize(node, p)
        case .scroll:
            return p.replacingUnspecifiedDimensions(by: size(.group(node.children, axis: .vertical, spacing: 0), .unspecified))
                .finite(or: Self.defaultIdealSize)
        case .button:
            return size(.group(node.children, axis: .horizontal, spacing: nil), p)
        case let .layout(layout):
            return customSize(layout, node.children, p)
        case let .effect(effect):
            return effectSize(effect, node, p)
        default:
            return size(.group(node.children, axis: .vertical, spacing: nil), p)
        }
    }

    private func textSize(_ text: Text, node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let font = ResolvedFont.resolve(text, environment: node.environment)
        let attributes = node.environment[InheritedTextAttributesKey.self]
        var measured = measurer.measure(text.content, font: font, maxWidth: p.width, lineLimit: attributes.lineLimit)
        // When the text needs more lines than its limit, minimumScaleFactor shrinks it first.
        if let factor = attributes.minimumScaleFactor, factor < 1, let width = p.width, width.isFinite,
            let limit = attributes.lineLimit,
            measurer.measure(text.content, font: font, maxWidth: width, lineLimit: nil).lines.count > limit
        {
            let unwrapped = measurer.measure(text.content, font: font, maxWidth: nil, lineLimit: limit)
            let scale = max(factor, width / max(unwrapped.size.width, 1e-9))
            measured = TextMeasurement(
                lines: unwrapped.lines,
                size: CGSize(
                    width: unwrapped.size.width * scale,
                    height: unwrapped.size.height * scale))
        }
        if text.content.isEmpty { return CGSize(width: 0, height: snapUp(font.height(ofLines: 1))) }
        return CGSize(width: min(snapUp(measured.size.width), p.width ?? .infinity), height: snapUp(measured.size.height))
    }

    /// `value` rounded up to the pixel grid, as SwiftUI rounds text sizes (a one-line `.body` text
    /// is 20.287 pt of font but 20.33 pt of frame at 3x).
    private func snapUp(_ value: CGFloat) -> CGFloat {
        (value * pixelScale - 1e-6).rounded(.up) / pixelScale
    }

    private func effectSize(_ effect: NodeEffect, _ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let content = LayoutItem.content(of: node, effect: effect)
        switch effect {
        case let .padding(insets):
            let inner = ProposedViewSize(
                width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
                height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
            let child = size(content, inner)
            return CGSize(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
        case let .frame(width, height, _):
            let (width, height) = (Self.fixedDimension(width), Self.fixedDimension(height))
            let child = size(content, ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? child.width, height: height ?? child.height)
        case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, _):
            let childProposal = ProposedViewSize(
                width: Self.clampProposal(p.width, Self.sanitize(minWidth), Self.sanitize(maxWidth)) ?? Self.sanitize(idealWidth),
                height: Self.clampProposal(p.height, Self.sanitize(minHeight), Self.sanitize(maxHeight)) ?? Self.sanitize(idealHeight))
            let child = size(content, childProposal)
            return CGSize(
                width: Self.flexible(
                    p.width, child: child.width, min: Self.sanitize(minWidth), ideal: Self.sanitize(idealWidth),
                    max: Self.sanitize(maxWidth)),
                height: Self.flexible(
                    p.height, child: child.height, min: Self.sanitize(minHeight), ideal: Self.sanitize(idealHeight),
                    max: Self.sanitize(maxHeight)))
        case let .fixedSize(horizontal, vertical):
            return size(content, ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        default:
            return size(content, p)
        }
    }

    /// A fixed frame dimension: NaN and negative sizes are zero; an infinite one is ignored, as
    /// SwiftUI ignores it with an "invalid frame dimension" warning.
    static func fixedDimension(_ value: CGFloat?) -> CGFloat? {
        guard let value = sanitize(value), value.isFinite else { return nil }
        return value
    }

    /// A flexible frame passes its proposal to the child clamped to its bounds.
    static func clampProposal(_ value: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let maximum { value = min(value, maximum) }
        if let minimum { value = max(value, minimum) }
        return value
    }

    /// A flexible frame's own size in one dimension: the proposal clamped between its minimum (or
    /// the child's size) and its maximum (or the child's size); with no proposal, its ideal size.
    static func flexible(_ proposed: CGFloat?, child: CGFloat, min minimum: CGFloat?, ideal: CGFloat?, max maximum: CGFloat?) -> CGFloat {
        let lower = minimum ?? child
        let upper = Swift.max(maximum ?? child, lower)
        let target = proposed ?? ideal ?? child
        let result = Swift.max(lower, Swift.min(upper, target))
        return result.isFinite ? result : child
    }

    private func stackSize(_ items: [LayoutItem], axis: Axis, spacing: CGFloat?, _ p: ProposedViewSize) -> CGSize {
        let sizes = allocate(items, axis: axis, spacing: spacing, p)
        let gap = (spacing ?? Self.defaultSpacing) * CGFloat(max(items.count - 1, 0))
        let along = sizes.reduce(0) { $0 + $1.along(axis) } + gap
        let across = sizes.map { $0.across(axis) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// A horizontal scroll view takes the width it is offered and its content's height; the content
    /// is offered unlimited width, so it keeps its ideal width. (Out of line, as the other rare
    /// cases, to keep the recursive `size` frame small for deep trees.)
    @inline(never)
    private func horizontalScrollSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let content = size(.group(node.children, axis: .horizontal, spacing: 0), ProposedViewSize(width: nil, height: p.height))
        return CGSize(width: p.width ?? content.width, height: content.height).finite(or: Self.defaultIdealSize)
    }

    @inline(never)
    private func placeHorizontalScroll(_ node: ViewNode, in rect: CGRect, device: Device) {
        let content = LayoutItem.group(node.children, axis: .horizontal, spacing: 0)
        let contentSize = size(content, ProposedViewSize(width: nil, height: rect.height))
        contentSizes[node.identity] = contentSize
        place(
            content, in: CGRect(origin: rect.origin, size: contentSize), proposal: ProposedViewSize(width: nil, height: rect.height),
            device: device)
    }

    /// SwiftUI's stack allocation: the space left after spacing is offered to children in order of
    /// layout priority (highest first) and, within a priority, least flexible first, each taking its
    /// share of what remains; lower-priority children keep their minimum reserved.
    func allocate(_ items: [LayoutItem], axis: Axis, spacing: CGFloat?, _ p: ProposedViewSize) -> [CGSize] {
        let crossProposal = axis == .horizontal ? p.height : p.width
        func proposal(_ along: CGFloat?) -> ProposedViewSize {
            axis == .horizontal
                ? ProposedViewSize(width: along, height: crossProposal) : ProposedViewSize(width: crossProposal, height: along)
        }
        guard let total = axis == .horizontal ? p.width : p.height else {
            return items.map { axisSize($0, axis: axis, proposal(nil)) }
        }
        let gap = (spacing ?? Self.defaultSpacing) * CGFloat(max(items.count - 1, 0))
        var remaining = max(total - gap, 0)
        let minimums = items.map { axisSize($0, axis: axis, proposal(0)).along(axis) }
        let maximums = items.map { axisSize($0, axis: axis, proposal(.infinity)).along(axis) }
        let priorities = items.map(\.layoutPriority)
        var sizes = [CGSize](repeating: .zero, count: items.count)
        for priority in Set(priorities).sorted(by: >) {
            let group = items.indices.filter { priorities[$0] == priority }
                .sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
            let reservedBelow = items.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var groupRemaining = max(remaining - reservedBelow, 0)
            for (offset, index) in group.enumerated() {
                let share = groupRemaining / CGFloat(group.count - offset)
                let chosen = axisSize(items[index], axis: axis, proposal(share))
                sizes[index] = chosen
                groupRemaining = max(groupRemaining - chosen.along(axis), 0)
                remaining = max(remaining - chosen.along(axis), 0)
            }
        }
        return sizes
    }

    /// A child's size in a stack: spacers take length only along the stack, dividers run across it.
    private func axisSize(_ item: LayoutItem, axis: Axis, _ p: ProposedViewSize) -> CGSize {
        guard case let .node(node) = item else { return size(item, p) }
        switch node.kind {
        case let .spacer(minLength):
            let minimum = minLength ?? Self.defaultSpacing
            let along = max((axis == .horizontal ? p.width : p.height) ?? minimum, minimum)
            return axis == .horizontal ? CGSize(width: along, height: 0) : CGSize(width: 0, height: along)
        case .divider:
            return axis == .horizontal ? CGSize(width: 1, height: p.height ?? 0) : CGSize(width: p.width ?? 0, height: 1)
        default:
            return size(item, p)
        }
    }

    private func depthSize(_ items: [LayoutItem], _ p: ProposedViewSize) -> CGSize {
        items.map { size($0, p) }.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func customSize(_ layout: any Layout, _ children: [ViewNode], _ p: ProposedViewSize) -> CGSize {
        CustomLayoutBridge(engine: self, layout: layout, items: LayoutItem.flatten(children)).sizeThatFits(p)
    }

    // MARK: Placement

    /// Places `item` in `rect`. SwiftUI places a view with the proposal it was sized with, not its
    /// size: a dimension `proposal` leaves unspecified (nil, as a scroll view proposes along its
    /// axis) stays unspecified for everything inside, so a stack shares out its ideal sizes rather
    /// than squeezing flexible children toward a spacer. Specified dimensions are `rect`'s.
    func place(_ item: LayoutItem, in rect: CGRect, proposal: ProposedViewSize? = nil, device: Device) {
        let proposal = Self.placementProposal(proposal, rect)
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

    private func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedViewSize, device: Device) {
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
                for item in items { placeAligned(item, proposal: proposal, alignment: node.stackAlignment, in: rect, device: device) }
            }
        case let .scroll(axes) where axes == .horizontal:
            placeHorizontalScroll(node, in: rect, device: device)
        case .scroll:
            let content = LayoutItem.group(node.children, axis: .vertical, spacing: 0)
            let contentSize = size(content, ProposedViewSize(width: rect.width, height: nil))
            contentSizes[node.identity] = contentSize
            let offset = CGPoint(x: 0, y: min(max(scrollOffset.y.isNaN ? 0 : scrollOffset.y, 0), max(contentSize.height - rect.height, 0)))
            // The content is placed as it was sized: with no height proposed.
            place(
                content, in: CGRect(origin: CGPoint(x: rect.minX, y: rect.minY - offset.y), size: contentSize),
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

    private func placeEffect(_ effect: NodeEffect, _ node: ViewNode, in rect: CGRect, proposal: ProposedViewSize, device: Device) {
        let content = LayoutItem.content(of: node, effect: effect)
        switch effect {
        case let .padding(insets):
            place(
                content,
                in: CGRect(
                    x: rect.minX + insets.leading, y: rect.minY + insets.top,
                    width: max(rect.width - insets.leading - insets.trailing, 0),
                    height: max(rect.height - insets.top - insets.bottom, 0)), proposal: proposal, device: device)
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
            var expanded = rect
            if edges.contains(.top), rect.minY <= device.safeArea.minY + 1e-9 {
                expanded.origin.y = 0
                expanded.size.height += rect.minY
            }
            if edges.contains(.bottom), rect.maxY >= device.safeArea.maxY - 1e-9 {
                expanded.size.height = device.size.height - expanded.minY
            }
            if edges.contains(.leading), rect.minX <= 1e-9 {
                expanded.size.width += expanded.minX
                expanded.origin.x = 0
            }
            if edges.contains(.trailing), rect.maxX >= device.size.width - 1e-9 { expanded.size.width = device.size.width - expanded.minX }
            frames[node.identity] = expanded
            place(content, in: expanded, proposal: proposal, device: device)
        case .sheet, .navigationDestination:
            place(content, in: rect, proposal: proposal, device: device)
            for presented in node.children.dropFirst(1) { place(.node(presented), in: device.safeArea, device: device) }
        default:
            place(content, in: rect, proposal: proposal, device: device)
        }
    }

    /// What a flexible frame of `size` proposes to its child when it places it, in one dimension
    /// (SwiftUI's flexible-frame ideal sizing): its own size, except when it was proposed nothing in
    /// that dimension, has no ideal there, and its size lies strictly between its minimum and
    /// maximum; then nothing. So `.frame(minHeight: h)` in a scroll view proposes `h` to content
    /// shorter than `h` (its spacers fill it), and nothing to content taller.
    static func flexiblePlacementDimension(
        _ size: CGFloat, proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?
    ) -> CGFloat? {
        guard ideal == nil, proposed == nil, (min ?? -.infinity) < size, size < (max ?? .infinity) else { return size }
        return nil
    }

    /// Places `item` at its own size inside `rect`, aligned.
    private func placeAligned(_ item: LayoutItem, proposal: ProposedViewSize, alignment: Alignment, in rect: CGRect, device: Device) {
        let itemSize = size(item, proposal)
        place(
            item,
            in: CGRect(
                x: Self.x(alignment.horizontal, itemSize.width, in: rect), y: Self.y(alignment.vertical, itemSize.height, in: rect),
                width: itemSize.width, height: itemSize.height), proposal: proposal, device: device)
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

    private func placeStack(
        _ items: [LayoutItem], axis: Axis, spacing: CGFloat?, alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize,
        device: Device
    ) {
        let sizes = allocate(items, axis: axis, spacing: spacing, proposal)
        var cursor = axis == .horizontal ? rect.minX : rect.minY
        for (item, itemSize) in zip(items, sizes) {
            let frame =
                axis == .horizontal
                ? CGRect(
                    x: cursor, y: Self.y(alignment.vertical, itemSize.height, in: rect), width: itemSize.width, height: itemSize.height)
                : CGRect(
                    x: Self.x(alignment.horizontal, itemSize.width, in: rect), y: cursor, width: itemSize.width, height: itemSize.height)
            place(item, in: frame, proposal: proposal, device: device)
            cursor += itemSize.along(axis) + (spacing ?? Self.defaultSpacing)
        }
    }
}

extension CGSize {
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> CGFloat { axis == .horizontal ? height : width }

    /// Infinite dimensions replaced by `fallback`'s.
    func finite(or fallback: CGSize) -> CGSize {
        CGSize(width: width.isFinite ? width : fallback.width, height: height.isFinite ? height : fallback.height)
    }
}

extension Optional where Wrapped == CGFloat {
    /// The value if finite, else `fallback`.
    func finiteOr(_ fallback: CGFloat) -> CGFloat {
        guard let value = self, value.isFinite else { return fallback }
        return value
    }
}
