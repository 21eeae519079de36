import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import PlatformFacts

/// Walks the graph accumulating what effects do to the nodes below them.
@MainActor
struct DisplayListBuilder {
    struct State {
        var opacity = 1.0
        var offset = CGSize.zero
        var scale = CGSize(width: 1, height: 1)
        var rotation = 0.0
        /// Every offset, scale and rotation above, each about its own anchor, composed.
        var transform = DisplayTransform.identity
        var groups: [DisplayGroup] = []
        var foreground: (any ShapeStyle)?
        /// A matched-geometry move: frames inside `from` are drawn inside `to`.
        var remap: (from: CGRect, to: CGRect)?

        /// The style a shape or canvas draws for `style`: the foreground style above where it asks
        /// for it (`.foreground`), `.primary` when none is set.
        func drawn(_ style: any ShapeStyle) -> any ShapeStyle {
            style is ForegroundStyle ? (foreground ?? Color.primary) : style
        }

        /// This state for content drawn into a mask group named `key`, and for its mask.
        func masked(by key: String) -> (content: State, mask: State) {
            var (content, mask) = (self, self)
            content.groups.append(DisplayGroup(identity: key + "/masked", effect: .masked(maskIdentity: key)))
            mask.groups.append(DisplayGroup(identity: key + "/mask", effect: .mask(maskIdentity: key)))
            return (content, mask)
        }

        mutating func translate(_ dx: CGFloat, _ dy: CGFloat) {
            offset.width += dx
            offset.height += dy
            transform = transform.concatenating(.translation(dx, dy))
        }

        /// Scales what is below about `anchor`, a unit point of `frame`.
        mutating func scale(_ sx: CGFloat, _ sy: CGFloat, anchor: UnitPoint, in frame: CGRect) {
            scale.width *= sx
            scale.height *= sy
            transform = transform.concatenating(.scale(sx, sy, about: frame.point(at: anchor)))
        }

        /// Applies a geometry effect's `transform` below, and records its offset, scale and
        /// rotation (`values`, by property) for the display items that report them.
        mutating func apply(_ effect: DisplayTransform, _ values: [AnimatableProperty: CGFloat]) {
            offset.width += values[.offsetX] ?? 0
            offset.height += values[.offsetY] ?? 0
            scale.width *= values[.scaleX] ?? 1
            scale.height *= values[.scaleY] ?? 1
            rotation += values[.rotationDegrees] ?? 0
            transform = transform.concatenating(effect)
        }
    }

    let layout: LayoutResult
    let timeline: ViewTimeline
    let time: TimeInterval
    var items: [DisplayItem] = []
    /// Inside a body rebuilt from interpolated animatable data, values are the body's own.
    var insideRebuiltBody = 0
    /// The environment of the node being visited: custom shape styles resolve in it.
    var environment = EnvironmentValues()
    /// The page behind a sheet at its largest detent, drawn receded (`recede(on:)`).
    var receded: State?

    /// The measurer the layout used: text that `minimumScaleFactor` shrank is drawn at the same scale.
    let measurer: any TextMeasuring

    init(layout: LayoutResult, timeline: ViewTimeline, time: TimeInterval, measurer: any TextMeasuring) {
        self.layout = layout
        self.timeline = timeline
        self.time = time
        self.measurer = measurer
    }

    /// The font a text is drawn in and its runs with their fonts: resolved, shrunk as the layout
    /// shrank them when the text needs more lines than its limit at its width and has a
    /// `minimumScaleFactor` (never below it); the parts of a concatenation shrink alike.
    func drawnFont(_ text: Text, environment: EnvironmentValues, width: CGFloat) -> (font: ResolvedFont, runs: [TextRun]) {
        let (font, runs) = ResolvedFont.resolveRuns(text, environment: environment)
        let attributes = environment[InheritedTextAttributesKey.self]
        guard let factor = attributes.minimumScaleFactor else { return (font, runs) }
        let scale = measurer.minimumScale(of: text.content, font: font, factor: factor, lineLimit: attributes.lineLimit, width: width)
        guard scale < 1 else { return (font, runs) }
        let shrunk = runs.map { run in
            var run = run
            run.face?.size *= scale
            run.face?.letterSpacing *= scale
            return run
        }
        return (font.scaled(by: scale), shrunk)
    }

    func animated(_ node: ViewNode, _ property: AnimatableProperty, _ model: Double) -> Double {
        insideRebuiltBody > 0 ? model : timeline.value(AnimatableKey(identity: node.identity, property: property), at: time) ?? model
    }

    /// A node's frame: from the layout, or, for a view that is leaving, the frame it last had.
    func frame(of identity: String) -> CGRect? {
        if let moving = timeline.frame(identity, at: time) { return moving }
        if let frame = layout.frames[identity] { return frame }
        for view in timeline.departingViews where time < view.until {
            if let frame = view.frames[identity] { return frame }
        }
        return nil
    }

    /// Views leaving from under `node` that are still on screen at `time`.
    func departing(under node: ViewNode) -> [ViewNode] {
        timeline.departingViews.filter { $0.parent == node.identity && time < $0.until }.map(\.node)
    }

    mutating func visit(_ node: ViewNode, state: State) {
        var state = state
        // An AnimatableModifier whose data moves is drawn from its body rebuilt with the data at `time`.
        if let body = node.animatableBody, let data = timeline.vector(node.identity, at: time) {
            insideRebuiltBody += 1
            for child in body.resolve(data) { visit(child, state: state) }
            insideRebuiltBody -= 1
            return
        }
        guard let frame = frame(of: node.identity) else {
            for child in node.children + departing(under: node) { visit(child, state: state) }
            return
        }
        let dark = node.environment.colorScheme == .dark
        environment = node.environment
        // A button of the automatic style (borderless on iOS) draws its label in the tint color
        // unless a foreground style is set above it, as iOS does (issue #30's references, item 4);
        // the tint where each part of the label is drawn, so a `tint` or `accentColor` inside the
        // label wins (measured on iOS 18.2: a chevron under `.accentColor(.primary)` black, D287);
        // disabled, in the tertiary label color (measured on iOS 18: #C4C4C6 on white, D282).
        if case .button = node.kind, node.environment.buttonDrawsLabelInTint, state.foreground == nil {
            state.foreground = node.environment.isEnabled ? TintShapeStyle() : Color(uiColor: .tertiaryLabel)
        }
        switch node.kind {
        case let .text(text):
            drawText(text, of: node, frame: frame, state: state, dark: dark)
        case let .textField(field):
            // The text typed so far in the environment's font and foreground, or the placeholder in
            // UIKit's placeholder color (the tertiary label's values) while empty.
            let attributes = node.environment[InheritedTextAttributesKey.self]
            let value = field.value
            let font = ResolvedFont.resolve(Text(""), environment: node.environment)
            let style: (any ShapeStyle)? = value.isEmpty ? HierarchicalShapeStyle.tertiary : state.foreground
            let string = value.isEmpty ? field.prompt : field.shown
            if !string.isEmpty {
                emit(
                    node, frame, state,
                    .text(
                        DisplayText(
                            string: string, font: font, paint: paint(style, frame: frame, dark: dark),
                            alignment: attributes.alignment ?? .leading,
                            // A vertical field's lines wrap, as many as its frame holds.
                            lineLimit: field.axis == .vertical ? font.lines(fittingHeight: frame.height) : 1)))
            }
        case let .image(image):
            drawImage(image, of: node, frame: frame, state: state, dark: dark)
        case let .color(color):
            emit(node, frame, state, .fill(paint(color, frame: frame, dark: dark)))
        case .divider:
            // A divider is a line of the separator color across its frame (Apple: `Divider`).
            emit(node, frame, state, .fill(paint(Color(uiColor: .separator), frame: frame, dark: dark)))
        case let .fill(style):
            let (style, shadowedState) = shadowed(style, of: node, in: state, dark: dark)
            emit(node, frame, shadowedState, .fill(paint(style, frame: frame, dark: dark)))
        case let .shape(drawing):
            // SwiftUI asks a shape for its path in its own bounds, origin (0, 0), and places it.
            let bounds = CGRect(origin: .zero, size: frame.size)
            var path = drawing.shape.path(in: bounds)
            // A custom shape whose animatable data moves draws the interpolated shape.
            if let data = timeline.vector(node.identity + "#shape", at: time), let shape = drawing.shape.withAnimatableData(data) {
                path = shape.path(in: bounds)
            }
            if let trim = drawing.trim {
                path = drawing.path(in: bounds, trimmedFrom: animated(node, .trimFrom, trim.from), to: animated(node, .trimTo, trim.to))
            }
            path = path.offsetBy(dx: frame.minX, dy: frame.minY)
            let (style, shadowedState) = shadowed(drawing.style, of: node, in: state, dark: dark)
            emit(
                node, frame, shadowedState, .shape(path, paint: paint(state.drawn(style), frame: frame, dark: dark), stroke: drawing.stroke)
            )
        case let .canvas(renderer):
            drawCanvas(renderer, of: node, frame: frame, state: state, dark: dark)
        case let .effect(effect):
            apply(effect, of: node, frame: frame, dark: dark, to: &state)
        case .scroll:
            // A scroll view clips its content to its bounds, reaching to the screen's edge where
            // it meets the safe area (its content scrolls under the home indicator and the bars).
            state.groups.append(
                DisplayGroup(
                    identity: node.identity,
                    effect: .clip(Path(layout.device.reachingScreenEdges(of: frame)).applying(state.transform), evenOdd: false)))
        default:
            break
        }
        if case .effect(.mask) = node.kind, let last = node.children.last {
            // The content draws into a masked group, then the last child (the mask, always one
            // node) into its mask.
            let (content, mask) = state.masked(by: node.identity)
            for child in node.children.dropLast() { visit(child, state: content) }
            visit(last, state: mask)
            return
        }
        if case .effect(.navigationDestination) = node.kind, let top = node.children.last {
            // A stack's pages, bottom first. The top page is drawn; while it slides in, the page
            // under it too (moving a third of the way out); while a page is popped, it slides out
            // over the top one.
            let pages = node.children
            let leaving = departing(under: node)
            var shown = [top]
            if !leaving.isEmpty {
                shown += leaving
            } else if pages.count > 1, animated(top, .offsetX, 0) > 0 {
                shown.insert(pages[pages.count - 2], at: 0)
            }
            // A pushed page covers the pages under it with the system background.
            let background = SystemColors.systemBackground.resolved(in: node.environment.colorScheme == .dark ? .dark : .light)
            for page in shown {
                var placed = state
                placed.translate(animated(page, .offsetX, 0), 0)
                if page.identity != pages[0].identity {
                    items.append(
                        DisplayItem(
                            identity: page.identity + "#background", frame: layout.device.bounds, opacity: placed.opacity,
                            offset: placed.offset, scale: placed.scale, rotationDegrees: placed.rotation,
                            transform: placed.transform, groups: placed.groups,
                            content: .fill(.color(red: background.red, green: background.green, blue: background.blue, opacity: 1))))
                }
                visit(page, state: placed)
            }
            return
        }
        if case .effect(.sheet(true, _)) = node.kind, node.children.count > 1 {
            // The screen behind, what the sheet draws over it, then the sheet, rising; a sheet
            // over a receded page is drawn as the screen is, not receded.
            visit(node.children[0], state: state)
            for behind in node.children.dropFirst(2) { visit(behind, state: state) }
            var sheet = receded == nil ? state : State()
            sheet.translate(0, animated(node.children[1], .offsetY, 0))
            visit(node.children[1], state: sheet)
            return
        }
        for child in Self.paintingOrder(node) + departing(under: node) { visit(child, state: state) }
    }
}

// Kept out of `visit(_:state:)`, which recurses once per level of a view tree: its frame stays
// small enough for a thousand levels on a thread's stack.
extension DisplayListBuilder {
    /// A text's styled runs: a Markdown link in the tint, as iOS draws one; the parts of a
    /// concatenation in their own colors (their fonts are in `runs`).
    @inline(never)
    func style(_ resolved: inout DisplayText, runs: [TextRun], of text: Text, environment: EnvironmentValues, frame: CGRect, dark: Bool) {
        resolved.runs = runs
        resolved.linkPaint = paint(environment._tintColor ?? Color.blue, frame: frame, dark: dark)
        // A part's own color, or the one the concatenation set, else the text's paint.
        let colors = text.segments.map { $0.inheriting(from: text).ownForeground }
        guard colors.contains(where: { $0 != nil }) else { return }
        resolved.runPaints = runs.map { run in
            guard let index = run.segment?.index, colors.indices.contains(index), let style = colors[index] else { return nil }
            return paint(style, frame: frame, dark: dark)
        }
    }

    /// `underline` and `strikethrough` on a text draw through all of it, each in its own color
    /// or the text's.
    @inline(never)
    func decorate(_ resolved: inout DisplayText, with decorations: TextDecorations, frame: CGRect, dark: Bool) {
        var whole = TextRun(range: 0..<resolved.string.utf8.count)
        whole.underline = decorations.underline != nil
        whole.strikethrough = decorations.strikethrough != nil
        resolved.runs.append(whole)
        resolved.underlinePaint = decorations.underline?.color.map { paint($0, frame: frame, dark: dark) }
        resolved.strikethroughPaint = decorations.strikethrough?.color.map { paint($0, frame: frame, dark: dark) }
    }

    /// Where a measured symbol's ink lies in its frame (D231): where SF Symbols puts it in its box,
    /// the box centred in a larger frame or stretched to a resizable symbol's; nil for a symbol
    /// without measured metrics.
    @inline(never)
    func symbolInk(_ name: String, image: Image, font: ResolvedFont, scale: Image.Scale, frame: CGRect) -> CGRect? {
        guard let box = SymbolMetrics.box(for: name, pointSize: font.size, weight: font.weight, scale: scale) else { return nil }
        let (x, y) = (frame.width / box.size.width, frame.height / box.size.height)
        return image.isResizable
            ? CGRect(x: box.ink.minX * x, y: box.ink.minY * y, width: box.ink.width * x, height: box.ink.height * y)
            : box.ink.offsetBy(dx: (frame.width - box.size.width) / 2, dy: (frame.height - box.size.height) / 2)
    }
}
