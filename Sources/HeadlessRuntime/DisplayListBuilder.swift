import DesignTokens
import Foundation
@_spi(Runtime) import HeadlessLayout
@_spi(Runtime) import HeadlessSwiftUI

extension CGRect {
    /// The point at `unit` of this rectangle (`.topLeading` is its origin).
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}

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
    private(set) var items: [DisplayItem] = []
    /// Inside a body rebuilt from interpolated animatable data, values are the body's own.
    private var insideRebuiltBody = 0
    /// The environment of the node being visited: custom shape styles resolve in it.
    private var environment = EnvironmentValues()

    /// The measurer the layout used: text that `minimumScaleFactor` shrank is drawn at the same scale.
    let measurer: any TextMeasuring

    init(layout: LayoutResult, timeline: ViewTimeline, time: TimeInterval, measurer: any TextMeasuring) {
        self.layout = layout
        self.timeline = timeline
        self.time = time
        self.measurer = measurer
    }

    /// The font a text is drawn in: its resolved font, shrunk as the layout shrank it when it needs
    /// more lines than its limit at its width and has a `minimumScaleFactor` (never below it).
    private func drawnFont(_ text: Text, environment: EnvironmentValues, width: CGFloat) -> ResolvedFont {
        let font = ResolvedFont.resolve(text, environment: environment)
        let attributes = environment[InheritedTextAttributesKey.self]
        guard let factor = attributes.minimumScaleFactor, factor < 1, let limit = attributes.lineLimit, width.isFinite,
            measurer.measure(text.content, font: font, maxWidth: width + 0.5, lineLimit: nil).lines.count > limit
        else { return font }
        let unwrapped = measurer.measure(text.content, font: font, maxWidth: nil, lineLimit: limit)
        return font.scaled(by: max(factor, min(1, width / max(unwrapped.size.width, 1e-9))))
    }

    private func animated(_ node: ViewNode, _ property: AnimatableProperty, _ model: Double) -> Double {
        insideRebuiltBody > 0 ? model : timeline.value(AnimatableKey(identity: node.identity, property: property), at: time) ?? model
    }

    /// A node's frame: from the layout, or, for a view that is leaving, the frame it last had.
    private func frame(of identity: String) -> CGRect? {
        if let moving = timeline.frame(identity, at: time) { return moving }
        if let frame = layout.frames[identity] { return frame }
        for view in timeline.departingViews where time < view.until {
            if let frame = view.frames[identity] { return frame }
        }
        return nil
    }

    /// Views leaving from under `node` that are still on screen at `time`.
    private func departing(under node: ViewNode) -> [ViewNode] {
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
        switch node.kind {
        case let .text(text):
            let attributes = node.environment[InheritedTextAttributesKey.self]
            let resolved = DisplayText(
                string: text.content, font: drawnFont(text, environment: node.environment, width: frame.width),
                paint: paint(state.foreground, frame: frame, dark: dark),
                alignment: attributes.alignment ?? .leading, lineLimit: attributes.lineLimit)
            emit(node, frame, state, .text(resolved))
        case let .textField(field):
            // The text typed so far in the environment's font and foreground, or the placeholder in
            // UIKit's placeholder color (the tertiary label's values) while empty.
            let attributes = node.environment[InheritedTextAttributesKey.self]
            let value = field.value
            let font = ResolvedFont.resolve(Text(""), environment: node.environment)
            let style: (any ShapeStyle)? = value.isEmpty ? HierarchicalShapeStyle.tertiary : state.foreground
            let string = value.isEmpty ? field.prompt : value
            if !string.isEmpty {
                emit(
                    node, frame, state,
                    .text(
                        DisplayText(
                            string: string, font: font, paint: paint(style, frame: frame, dark: dark),
                            alignment: attributes.alignment ?? .leading, lineLimit: 1)))
            }
        case let .image(systemName):
            let font = ResolvedFont.resolve(Text(""), environment: node.environment)
            let size = SymbolMetrics.glyphSize(pointSize: font.size, scale: node.environment.imageScale)
            emit(
                node, frame, state,
                .symbol(systemName, size: size, weight: font.weight, paint: paint(state.foreground, frame: frame, dark: dark)))
        case let .color(color):
            emit(node, frame, state, .fill(paint(color, frame: frame, dark: dark)))
        case let .fill(style):
            emit(node, frame, state, .fill(paint(style, frame: frame, dark: dark)))
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
            let style: any ShapeStyle = drawing.style is ForegroundStyle ? (state.foreground ?? Color.primary) : drawing.style
            emit(node, frame, state, .shape(path, paint: paint(style, frame: frame, dark: dark), stroke: drawing.stroke))
        case let .effect(effect):
            apply(effect, of: node, frame: frame, dark: dark, to: &state)
        case .scroll:
            // A scroll view clips its content to its bounds.
            state.groups.append(DisplayGroup(identity: node.identity, effect: .clip(Path(frame).applying(state.transform), evenOdd: false)))
        default:
            break
        }
        if case .effect(.mask) = node.kind, node.children.count > 1 {
            // The content draws into a masked group, then the last child into its mask.
            var content = state
            var mask = state
            content.groups.append(DisplayGroup(identity: node.identity + "/masked", effect: .masked(maskIdentity: node.identity)))
            mask.groups.append(DisplayGroup(identity: node.identity + "/mask", effect: .mask(maskIdentity: node.identity)))
            for child in node.children.dropLast() { visit(child, state: content) }
            visit(node.children[node.children.count - 1], state: mask)
            return
        }
        if case let .effect(.navigationDestination(isPresented)) = node.kind, let root = node.children.first {
            // The page under a push slides a third of the way out and is hidden once covered.
            let pages = isPresented ? Array(node.children.dropFirst()) : []
            let pageOffset = pages.first.map { animated($0, .offsetX, 0) } ?? 0
            if pages.isEmpty || pageOffset > 0 {
                var under = state
                under.translate(animated(root, .offsetX, 0), 0)
                visit(root, state: under)
            }
            // The pushed page (or one being popped) on the system background, sliding from the trailing edge.
            for group in [pages, departing(under: node)] where !group.isEmpty {
                var over = state
                over.translate(animated(group[0], .offsetX, 0), 0)
                let background = SystemColors.systemBackground.resolved(in: node.environment.colorScheme == .dark ? .dark : .light)
                items.append(
                    DisplayItem(
                        identity: group[0].identity + "#background", frame: layout.device.bounds, opacity: over.opacity,
                        offset: over.offset, scale: over.scale, rotationDegrees: over.rotation,
                        transform: over.transform, groups: over.groups,
                        content: .fill(.color(red: background.red, green: background.green, blue: background.blue, opacity: 1))))
                for page in group {
                    var placed = state
                    placed.translate(animated(page, .offsetX, 0), 0)
                    visit(page, state: placed)
                }
            }
            return
        }
        if case .effect(.sheet(true, _)) = node.kind, node.children.count > 1 {
            visit(node.children[0], state: state)
            var sheet = state
            sheet.translate(0, animated(node.children[1], .offsetY, 0))
            visit(node.children[1], state: sheet)
            return
        }
        for child in Self.paintingOrder(node) + departing(under: node) { visit(child, state: state) }
    }

    /// What one effect node does to everything below it (and, for glass, what it draws behind it).
    private mutating func apply(_ effect: NodeEffect, of node: ViewNode, frame: CGRect, dark: Bool, to state: inout State) {
        func group(_ effect: DisplayGroup.Effect) { state.groups.append(DisplayGroup(identity: node.identity, effect: effect)) }
        switch effect {
        // SwiftUI clamps opacity to 0…1, so a spring's overshoot never draws brighter than opaque;
        // a NaN opacity (a 0/0 upstream) is ignored rather than carried into the pixels (D146).
        case let .opacity(value):
            let opacity = animated(node, .opacity, value)
            if !opacity.isNaN { state.opacity *= min(max(opacity, 0), 1) }
        case .offset, .scale, .rotation:
            // The same transform tap targets use (`GeometryEffects`), at this instant of any animation.
            var values: [AnimatableProperty: CGFloat] = [:]
            guard
                let transform = GeometryEffects.transform(
                    of: effect, in: frame,
                    value: { property, model in
                        let value = animated(node, property, model)
                        values[property] = value
                        return value
                    })
            else { break }
            state.apply(transform, values)
        case let .blur(radius, opaque):
            let radius = animated(node, .blurRadius, radius)
            if radius > 0 { group(.blur(radius: radius, opaque: opaque)) }
        case let .shadow(color, radius, x, y):
            group(
                .shadow(
                    paint(color, frame: frame, dark: dark), radius: max(animated(node, .shadowRadius, radius), 0),
                    offset: CGSize(width: animated(node, .shadowX, x), height: animated(node, .shadowY, y))))
        case let .clip(shape, fillStyle):
            group(.clip(shape.placedPath(in: frame).applying(state.transform), evenOdd: fillStyle.isEOFilled))
        case .compositingGroup, .drawingGroup: group(.compositingGroup)
        case let .renderer(effect):
            // At this instant of any animation of its data, lowered to the primitive that draws it.
            let current = timeline.vector(node.identity + "#effect", at: time).flatMap(effect.withAnimatableData) ?? effect
            switch current.lowered() {
            case let .colorMatrix(matrix): group(.colorMatrix(matrix))
            }
        case let .rotation3D(angle, axis, perspective):
            let center = state.transform.apply(CGPoint(x: frame.midX, y: frame.midY))
            if let matrix = Self.projection(
                angle: angle.radians, axis: axis, perspective: perspective, center: center,
                depth: max(frame.width, frame.height))
            {
                group(.projection(matrix))
            }
        case let .foregroundStyle(style): state.foreground = style
        case let .glass(drawing):
            let glass = drawing.glass as? Glass
            guard glass?.variant != .identity else { break }
            let environment = node.environment
            if environment.accessibilityReduceTransparency || environment.colorSchemeContrast == .increased {
                // Liquid Glass adapts to the settings on iOS 26: Reduce Transparency makes it frosted
                // to opacity, Increase Contrast also gives it a contrasting edge (D151). Drawn here as the
                // grouped background's raised surface (white, #1C1C1E dark) and the label color at 40%.
                let path = drawing.shape.placedPath(in: frame)
                let surface = SystemColors.secondarySystemGroupedBackground.resolved(in: dark ? .dark : .light)
                emit(
                    node, frame, state,
                    .shape(path, paint: .color(red: surface.red, green: surface.green, blue: surface.blue, opacity: 1), stroke: nil))
                if let tint = glass?.tintColor {
                    emit(node, frame, state, .shape(path, paint: paint(tint.opacity(0.15), frame: frame, dark: dark), stroke: nil))
                }
                if environment.colorSchemeContrast == .increased {
                    let label = SystemColors.label.resolved(in: dark ? .dark : .light)
                    emit(
                        node, frame, state,
                        .shape(
                            path, paint: .color(red: label.red, green: label.green, blue: label.blue, opacity: ContrastStyle.edgeOpacity),
                            stroke: StrokeStyle(lineWidth: 1)))
                }
                break
            }
            emit(
                node, frame, state,
                .glass(
                    drawing.shape.placedPath(in: frame), clear: glass?.variant == .clear,
                    tint: glass?.tintColor.map { paint($0, frame: frame, dark: dark) }))
        case let .matchedGeometry(id, namespace, _):
            if let moving = timeline.matchedFrame(MatchKey(namespace: namespace, id: id), at: time) {
                state.remap = (frame, moving)
            }
        case let .glassID(id?, namespace):
            // Glass with one id in a namespace morphs from where it was to where it is, as matched geometry.
            if let moving = timeline.matchedFrame(MatchKey(namespace: namespace, id: "glass:" + id), at: time) {
                state.remap = (frame, moving)
            }
        case let .transition(transition):
            state.opacity *= min(max(animated(node, .opacity, 1), 0), 1)
            state.translate(animated(node, .offsetX, 0), animated(node, .offsetY, 0))
            state.scale(animated(node, .scaleX, 1), animated(node, .scaleY, 1), anchor: transition.scaleAnchor, in: frame)
        default: break
        }
    }

    /// `rotation3DEffect` as a homography about `center`: the plane is rotated about `axis` (x right,
    /// y down, z toward the viewer) and projected from a viewpoint `depth / perspective` away, where
    /// `depth` is the view's larger side (decision D38). Nil for a zero axis.
    static func projection(
        angle: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat), perspective: CGFloat,
        center: CGPoint, depth: CGFloat
    ) -> [Double]? {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, angle.isFinite else { return nil }
        let (x, y, z) = (Double(axis.x / length), Double(axis.y / length), Double(axis.z / length))
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        // Rodrigues' rotation; only the columns for the plane's x and y matter (it has z = 0).
        let r = [
            t * x * x + c, t * x * y - s * z,
            t * x * y + s * z, t * y * y + c,
            t * x * z - s * y, t * y * z + s * x,
        ]
        let d: Double = perspective > 0 && depth > 0 ? Double(depth / perspective) : .infinity
        let homography: [Double] = [r[0], r[1], 0, r[2], r[3], 0, -r[4] / d, -r[5] / d, 1]
        let (cx, cy) = (Double(center.x), Double(center.y))
        let toCenter: [Double] = [1, 0, -cx, 0, 1, -cy, 0, 0, 1]
        let back: [Double] = [1, 0, cx, 0, 1, cy, 0, 0, 1]
        func product(_ a: [Double], _ b: [Double]) -> [Double] {
            (0..<3).flatMap { row in (0..<3).map { column in (0..<3).reduce(0.0) { $0 + a[row * 3 + $1] * b[$1 * 3 + column] } } }
        }
        return product(back, product(homography, toCenter))
    }

    /// Children back to front: a background's decoration before the content it sits behind.
    static func paintingOrder(_ node: ViewNode) -> [ViewNode] {
        guard case let .effect(.decoration(isBackground: true, _, count)) = node.kind else { return node.children }
        return Array(node.children.suffix(count)) + node.children.dropLast(count)
    }

    private mutating func emit(_ node: ViewNode, _ frame: CGRect, _ state: State, _ content: DisplayContent) {
        var frame = frame
        var content = content
        if let (from, to) = state.remap, from.width > 0, from.height > 0 {
            let (sx, sy) = (to.width / from.width, to.height / from.height)
            let moved = CGRect(
                x: to.minX + (frame.minX - from.minX) * sx, y: to.minY + (frame.minY - from.minY) * sy,
                width: frame.width * sx, height: frame.height * sy)
            if case let .shape(_, paint, stroke) = content, case let .shape(drawing) = node.kind {
                content = .shape(drawing.placedPath(in: moved), paint: paint, stroke: stroke)
            }
            frame = moved
        }
        items.append(
            DisplayItem(
                identity: node.identity, frame: frame, opacity: state.opacity, offset: state.offset,
                scale: state.scale, rotationDegrees: state.rotation, transform: state.transform,
                groups: state.groups, content: content))
    }

    /// A shape style as a paint for a frame; `.primary` and the hierarchical styles follow the appearance.
    func paint(_ style: (any ShapeStyle)?, frame: CGRect, dark: Bool) -> DisplayPaint {
        // A custom style (`resolve(in:)`) draws as what it resolves to where it is drawn.
        let style = style.map { $0._resolvedForDrawing(in: environment) }
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height) }
        func stops(_ gradient: Gradient) -> [DisplayStop] {
            gradient.stops.map {
                DisplayStop(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, opacity: $0.color.opacity, location: $0.location)
            }
        }
        switch style {
        case let color as Color:
            if let level = color.labelLevel {
                // `.primary` and `.secondary` are the label colors of the scheme, at the color's opacity.
                guard
                    case let .color(red, green, blue, opacity) = paint(
                        level == 0 ? HierarchicalShapeStyle.primary : .secondary,
                        frame: frame, dark: dark)
                else { return .color(red: 0, green: 0, blue: 0, opacity: 1) }
                return .color(red: red, green: green, blue: blue, opacity: opacity * color.opacity)
            }
            return .color(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
        case let level as HierarchicalShapeStyle:
            let roles = [SystemColors.label, SystemColors.secondaryLabel, SystemColors.tertiaryLabel, SystemColors.quaternaryLabel]
            let color = roles[min(max(level.level, 0), 3)].resolved(in: dark ? .dark : .light)
            return .color(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        case let gradient as LinearGradient:
            return .linearGradient(stops: stops(gradient.gradient), start: point(gradient.startPoint), end: point(gradient.endPoint))
        case let gradient as RadialGradient:
            return .radialGradient(
                stops: stops(gradient.gradient), center: point(gradient.center), startRadius: gradient.startRadius,
                endRadius: gradient.endRadius)
        case let gradient as AngularGradient:
            return .angularGradient(
                stops: stops(gradient.gradient), center: point(gradient.center),
                startDegrees: gradient.startAngle.degrees, endDegrees: gradient.endAngle.degrees)
        case let material as Material:
            return .material(thickness: material.thickness)
        default:
            return paint(HierarchicalShapeStyle.primary, frame: frame, dark: dark)
        }
    }
}
