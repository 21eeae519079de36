import Foundation
import HeadlessSwiftUI

/// Where every node of a resolved graph sits, by identity, in screen points.
public struct LayoutResult: Sendable {
    public let device: Device
    /// Frames by node identity.
    public let frames: [String: CGRect]
    /// Scroll views' content sizes, by identity.
    public let contentSizes: [String: CGSize]
    /// How far each scroll view's content is scrolled from its start, by identity.
    public let contentOffsets: [String: CGPoint]
}

/// SwiftUI's layout, headless: parents propose sizes, children choose theirs, parents place them.
/// The conformance tests in `HeadlessLayoutTests` cite the documented behaviour each case pins.
@MainActor
public final class LayoutEngine {
    /// The spacing SwiftUI puts between adjacent views of a stack when none is given.
    public static let defaultSpacing: CGFloat = 8

    /// A divider's thickness: one pixel of the display, a hairline (measured on iOS 18.2 at 2x: one
    /// pixel row of the separator color, D291).
    static func dividerThickness(_ node: ViewNode) -> CGFloat {
        1 / max(node.environment.displayScale, 1)
    }
    /// The ideal size of shapes and colors when a parent proposes none (SwiftUI's 10 × 10).
    public static let defaultIdealSize = CGSize(width: 10, height: 10)

    let measurer: any TextMeasuring
    /// How far every scroll view is scrolled; clamped to its content.
    public var scrollOffset = CGPoint.zero
    /// Where a scroll view's content starts, by the scroll view's identity, in place of its default
    /// anchor (what `ScrollViewProxy.scrollTo` moved it to); `scrollOffset` is added, and the sum
    /// clamped to its content.
    public var scrollPositions: [String: CGPoint] = [:]
    var frames: [String: CGRect] = [:]
    var contentSizes: [String: CGSize] = [:]
    var contentOffsets: [String: CGPoint] = [:]
    private var sizeCache: [SizeKey: CGSize] = [:]
    /// Pixels per point of the device being laid out: text sizes are rounded up to whole pixels.
    private(set) var pixelScale: CGFloat = 3
    /// The device being laid out: a baseline is found by placing a view in a scratch pass.
    var device: Device?

    /// A node's size for one proposal. A node is one object for the whole layout, so its object
    /// identifier keys it: hashing its identity string was a fifth of the gallery's layout time.
    private struct SizeKey: Hashable {
        let node: ObjectIdentifier
        let width: CGFloat?
        let height: CGFloat?
    }

    public init(measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) {
        self.measurer = measurer
    }

    /// Lays out `roots` on `device`: content in the safe area, extended where it ignores it.
    package func layout(_ roots: [ViewNode], on device: Device) -> LayoutResult {
        frames = [:]
        contentSizes = [:]
        contentOffsets = [:]
        sizeCache = [:]
        pixelScale = max(device.scale, 1)
        self.device = device
        let root = LayoutItem.group(roots, axis: .vertical, spacing: nil)
        let safe = device.safeArea
        let size = self.size(root, ProposedViewSize(safe.size))
        let origin = CGPoint(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
        place(root, in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(safe.size), exact: true, device: device)
        return LayoutResult(device: device, frames: frames, contentSizes: contentSizes, contentOffsets: contentOffsets)
    }

    /// The size `roots` take when offered nothing in particular: their ideal size, as
    /// `fixedSize()` would give them, with text rounded up to the pixel grid of `scale`.
    package func idealSize(_ roots: [ViewNode], scale: CGFloat = 3) -> CGSize {
        frames = [:]
        contentSizes = [:]
        sizeCache = [:]
        pixelScale = scale.isFinite ? max(scale, 1) : 3
        return size(LayoutItem.group(roots, axis: .vertical, spacing: nil), .unspecified)
    }

    /// The size `node` takes for `proposal` on its own, out of any layout, with text rounded up to
    /// the pixel grid of `scale`, and the baselines of its first and last lines from its top (its
    /// height where it is not a text): what a canvas asks of a text or an image it draws.
    package func measure(_ node: ViewNode, proposal: ProposedViewSize, scale: CGFloat) -> (
        size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat
    ) {
        frames = [:]
        contentSizes = [:]
        sizeCache = [:]
        pixelScale = scale.isFinite ? max(scale, 1) : 3
        let size = self.size(.node(node), proposal)
        guard case let .text(text) = node.kind else { return (size, size.height, size.height) }
        let baselines = Self.textBaselines(text, environment: node.environment, height: size.height)
        return (size, baselines.first, baselines.last)
    }

    // MARK: Sizing

    func size(_ item: LayoutItem, _ proposal: ProposedViewSize) -> CGSize {
        let proposal = ProposedViewSize(width: Self.sanitize(proposal.width), height: Self.sanitize(proposal.height))
        if case let .node(node) = item {
            let key = SizeKey(node: ObjectIdentifier(node), width: proposal.width, height: proposal.height)
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

    func computeSize(_ item: LayoutItem, _ p: ProposedViewSize) -> CGSize {
        switch item {
        case let .group(nodes, axis, spacing):
            return stackSize(LayoutItem.flatten(nodes), axis: axis, spacing: spacing, p)
        case let .node(node):
            return nodeSize(node, p)
        }
    }

    func nodeSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        switch node.kind {
        case let .text(text):
            return textSize(text, node: node, p)
        case let .image(image):
            // A symbol takes SF Symbols' box for its font (its advance wide, its ink and the image's
            // margins tall, D231, D293; a square where it is not measured); a bitmap its pixels at
            // the scale its file is drawn for. A resizable image takes the size it is offered, its
            // own where none is.
            let natural: CGSize
            switch image.source {
            case let .system(name):
                let font = ResolvedFont.resolve(Text(""), environment: node.environment)
                let scale = node.environment.imageScale
                if let box = SymbolMetrics.box(for: name, pointSize: font.size, weight: font.weight, scale: scale) {
                    natural = CGSize(width: snapUp(box.size.width), height: snapUp(box.size.height))
                } else {
                    let side = snapUp(SymbolMetrics.frameSide(pointSize: font.size, scale: scale))
                    natural = CGSize(width: side, height: side)
                }
            case let .bitmap(_, path?, pixelSize?):
                let scale = ImageLookup.scale(of: path)
                natural = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
            case .bitmap:
                return .zero
            }
            return image.isResizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        case let .shape(drawing):
            return drawing.shape.sizeThatFits(p)
        case .color, .fill, .canvas, .geometryReader:
            return p.replacingUnspecifiedDimensions(by: Self.defaultIdealSize)
        case let .spacer(minLength):
            // Outside a stack a spacer expands in both directions (inside one, `axisSize` decides).
            let minimum = minLength ?? Self.defaultSpacing
            return CGSize(width: max(p.width ?? minimum, minimum), height: max(p.height ?? minimum, minimum))
        case .divider:
            return CGSize(width: p.width ?? 0, height: Self.dividerThickness(node))
        case let .textField(field):
            let font = ResolvedFont.resolve(Text(""), environment: node.environment)
            guard field.axis == .vertical else { return CGSize(width: p.width.finiteOr(100), height: font.lineHeight) }
            // A vertical field wraps its text (or its placeholder) to the width it takes and grows
            // to its lines, within the environment's line limit and at least its reserved lines.
            let width = p.width.finiteOr(100)
            let shown = field.value.isEmpty ? field.prompt : field.shown
            let measured = textSize(Text(verbatim: shown), node: node, ProposedViewSize(width: width, height: nil))
            return CGSize(width: width, height: max(font.lineHeight, measured.height))
        case let .stack(axis, spacing, _):
            switch axis {
            case .vertical:
                return stackSize(LayoutItem.flatten(node.children), axis: .vertical, spacing: spacing, alignment: node.stackAlignment, p)
            case .horizontal:
                return stackSize(LayoutItem.flatten(node.children), axis: .horizontal, spacing: spacing, alignment: node.stackAlignment, p)
            case .depth: return depthSize(LayoutItem.flatten(node.children), alignment: node.stackAlignment, p)
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

    func textSize(_ text: Text, node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let (font, runs) = ResolvedFont.resolveRuns(text, environment: node.environment)
        let attributes = node.environment[InheritedTextAttributesKey.self]
        func measure(_ font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement {
            if !runs.isEmpty, let styled = measurer as? any StyledTextMeasuring {
                styled.measure(text.content, runs: runs, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
            } else {
                measurer.measure(text.content, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
            }
        }
        var drawn = font
        var maxWidth = p.width
        var measured = measure(font, maxWidth: maxWidth, lineLimit: attributes.lineLimit)
        // minimumScaleFactor shrinks the text before a word breaks or the lines exceed the limit.
        if let factor = attributes.minimumScaleFactor, let width = p.width {
            let scale = measurer.minimumScale(
                of: text.content, font: font, factor: factor, lineLimit: attributes.lineLimit, width: width)
            if scale < 1 {
                drawn = font.scaled(by: scale)
                maxWidth = width + 0.5
                measured = measurer.measure(text.content, font: drawn, maxWidth: maxWidth, lineLimit: attributes.lineLimit)
            }
        }
        // The lines the text needs, before its limit or its height cut any: known already when it
        // has no limit and was measured as it is drawn.
        let needed = attributes.lineLimit == nil && drawn == font ? measured.lines.count : nil
        // A text offered less height than its lines shows the lines that fit (at least one).
        if let height = p.height {
            let fitting = drawn.lines(fittingHeight: height)
            if measured.lines.count > fitting { measured = measure(drawn, maxWidth: maxWidth, lineLimit: fitting) }
        }
        // `lineLimit(_:reservesSpace:)` and the range forms keep room for their lines.
        let reserved = attributes.reservedLines.map { font.height(ofLines: $0) } ?? 0
        if text.content.isEmpty { return CGSize(width: 0, height: snapUp(max(font.height(ofLines: 1), reserved))) }
        var width = min(snapUp(measured.size.width), p.width ?? .infinity)
        // A text cut short takes the whole width offered, its last line filled to the ellipsis.
        if let offered = p.width, offered.isFinite, attributes.lineLimit != nil || p.height != nil,
            (needed ?? measure(drawn, maxWidth: maxWidth, lineLimit: nil).lines.count) > measured.lines.count
        {
            width = offered
        }
        return CGSize(width: width, height: snapUp(max(measured.size.height, reserved)))
    }

    /// `value` rounded up to the pixel grid, as SwiftUI rounds text sizes (a one-line `.body` text
    /// is 20.287 pt of font but 20.33 pt of frame at 3x).
    func snapUp(_ value: CGFloat) -> CGFloat {
        (value * pixelScale - 1e-6).rounded(.up) / pixelScale
    }

    func effectSize(_ effect: NodeEffect, _ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
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

    func stackSize(_ items: [LayoutItem], axis: Axis, spacing: CGFloat?, alignment: Alignment = .center, _ p: ProposedViewSize) -> CGSize {
        let gaps = gaps(items, axis: axis, spacing: spacing)
        let (sizes, proposals) = allocateWithProposals(items, axis: axis, gaps: gaps, p)
        let along = sizes.reduce(0) { $0 + $1.along(axis) } + gaps.reduce(0, +)
        // Children aligned by guides take from the highest guide to the furthest edge past it.
        let across =
            crossGuides(items, sizes: sizes, proposals: proposals, across: axis == .horizontal ? .vertical : .horizontal, alignment)?.extent
            ?? sizes.map { $0.across(axis) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func depthSize(_ items: [LayoutItem], alignment: Alignment = .center, _ p: ProposedViewSize) -> CGSize {
        let sizes = items.map { size($0, p) }
        let proposals = items.map { _ in p }
        let (horizontal, vertical) = depthGuides(items, sizes: sizes, proposals: proposals, alignment)
        return CGSize(
            width: horizontal?.extent ?? sizes.map(\.width).max() ?? 0, height: vertical?.extent ?? sizes.map(\.height).max() ?? 0)
    }

    func customSize(_ layout: any Layout, _ children: [ViewNode], _ p: ProposedViewSize) -> CGSize {
        CustomLayoutBridge(engine: self, layout: layout, items: LayoutItem.flatten(children)).sizeThatFits(p)
    }
}
