import DesignTokens
import Foundation
@_spi(Runtime) import HeadlessLayout
@_spi(Runtime) import HeadlessSwiftUI

/// A paint a display item uses, resolved for its frame and appearance.
public enum DisplayPaint: Equatable, Sendable {
    /// sRGB with straight alpha.
    case color(red: Double, green: Double, blue: Double, opacity: Double)
    /// Stops and the start and end points, in screen points.
    case linearGradient(stops: [DisplayStop], start: CGPoint, end: CGPoint)
    case radialGradient(stops: [DisplayStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angularGradient(stops: [DisplayStop], center: CGPoint, startDegrees: Double, endDegrees: Double)
    /// A material, ultraThin 0 … ultraThick 4; the renderer reads its blur and tint from the tokens.
    case material(thickness: Int)
}

/// A gradient stop.
public struct DisplayStop: Equatable, Sendable {
    public let red, green, blue, opacity: Double
    public let location: Double
}

/// What one display item draws.
public enum DisplayContent: Equatable, Sendable {
    case text(String, size: CGFloat, weight: Int, design: String, lineHeight: CGFloat, paint: DisplayPaint)
    case symbol(String, size: CGFloat, paint: DisplayPaint)
    case fill(DisplayPaint)
    /// A path in screen points, filled or stroked.
    case shape(Path, paint: DisplayPaint, strokeWidth: CGFloat?)
}

/// One thing to draw, in drawing order, with the opacity and transform of everything above it.
public struct DisplayItem: Equatable, Sendable {
    public let identity: String
    public let frame: CGRect
    public let opacity: Double
    /// Translation in points, applied after scale and rotation about the frame's centre.
    public let offset: CGSize
    public let scale: CGSize
    public let rotationDegrees: Double
    public let blurRadius: CGFloat
    public let content: DisplayContent
}

extension ViewHost {
    /// What the screen shows on `device` at `time` (default: now): layout frames, animated values
    /// and paints, back to front. The renderer draws this list.
    public func displayList(on device: Device, at time: TimeInterval? = nil,
                            measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) -> [DisplayItem] {
        let layout = self.layout(on: device, measurer: measurer)
        var builder = DisplayListBuilder(layout: layout, timeline: timeline, time: time ?? self.time)
        for root in graph.roots { builder.visit(root, state: .init()) }
        return builder.items
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
        var blur: CGFloat = 0
        var foreground: (any ShapeStyle)?
        /// A matched-geometry move: frames inside `from` are drawn inside `to`.
        var remap: (from: CGRect, to: CGRect)?
    }

    let layout: LayoutResult
    let timeline: ViewTimeline
    let time: TimeInterval
    private(set) var items: [DisplayItem] = []

    init(layout: LayoutResult, timeline: ViewTimeline, time: TimeInterval) {
        self.layout = layout
        self.timeline = timeline
        self.time = time
    }

    private func animated(_ node: ViewNode, _ property: AnimatableProperty, _ model: Double) -> Double {
        timeline.value(AnimatableKey(identity: node.identity, property: property), at: time) ?? model
    }

    mutating func visit(_ node: ViewNode, state: State) {
        var state = state
        guard let frame = layout.frames[node.identity] else {
            for child in node.children { visit(child, state: state) }
            return
        }
        let dark = node.environment.colorScheme == .dark
        switch node.kind {
        case let .text(text):
            let font = ResolvedFont.resolve(text, environment: node.environment)
            emit(node, frame, state, .text(text.content, size: font.size, weight: font.weight, design: "\(font.design)",
                                           lineHeight: font.lineHeight, paint: paint(state.foreground, frame: frame, dark: dark)))
        case let .image(systemName):
            emit(node, frame, state, .symbol(systemName, size: frame.height / 1.2, paint: paint(state.foreground, frame: frame, dark: dark)))
        case let .color(color):
            emit(node, frame, state, .fill(paint(color, frame: frame, dark: dark)))
        case let .fill(style):
            emit(node, frame, state, .fill(paint(style, frame: frame, dark: dark)))
        case let .shape(drawing):
            var path = drawing.shape.path(in: frame)
            if let trim = drawing.trim {
                path = drawing.path(in: frame, trimmedFrom: animated(node, .trimFrom, trim.from), to: animated(node, .trimTo, trim.to))
            }
            let style: any ShapeStyle = drawing.style is ForegroundStyle ? (state.foreground ?? Color.primary) : drawing.style
            emit(node, frame, state, .shape(path, paint: paint(style, frame: frame, dark: dark), strokeWidth: drawing.stroke?.lineWidth))
        case let .effect(effect):
            switch effect {
            // SwiftUI clamps opacity to 0…1, so a spring's overshoot never draws brighter than opaque.
            case let .opacity(value): state.opacity *= min(max(animated(node, .opacity, value), 0), 1)
            case let .offset(size):
                state.offset.width += animated(node, .offsetX, size.width)
                state.offset.height += animated(node, .offsetY, size.height)
            case let .scale(size, _):
                state.scale.width *= animated(node, .scaleX, size.width)
                state.scale.height *= animated(node, .scaleY, size.height)
            case let .rotation(angle, _): state.rotation += animated(node, .rotationDegrees, angle.degrees)
            case let .blur(radius): state.blur += radius
            case let .foregroundStyle(style): state.foreground = style
            case let .matchedGeometry(id, namespace, _):
                if let moving = timeline.matchedFrame(MatchKey(namespace: namespace, id: id), at: time) {
                    state.remap = (frame, moving)
                }
            case .transition:
                state.opacity *= min(max(animated(node, .opacity, 1), 0), 1)
                state.offset.width += animated(node, .offsetX, 0)
                state.offset.height += animated(node, .offsetY, 0)
            default: break
            }
        default:
            break
        }
        if case .effect(.sheet(true, _)) = node.kind, node.children.count > 1 {
            visit(node.children[0], state: state)
            var sheet = state
            sheet.offset.height += animated(node.children[1], .offsetY, 0)
            visit(node.children[1], state: sheet)
            return
        }
        for child in Self.paintingOrder(node) { visit(child, state: state) }
    }

    /// Children back to front: a background's decoration before the content it sits behind.
    static func paintingOrder(_ node: ViewNode) -> [ViewNode] {
        guard case let .effect(.decoration(isBackground: true, _, count)) = node.kind else { return node.children }
        return Array(node.children.suffix(count)) + node.children.dropLast(count)
    }

    private mutating func emit(_ node: ViewNode, _ frame: CGRect, _ state: State, _ content: DisplayContent) {
        var frame = frame
        if let (from, to) = state.remap, from.width > 0, from.height > 0 {
            let (sx, sy) = (to.width / from.width, to.height / from.height)
            frame = CGRect(x: to.minX + (frame.minX - from.minX) * sx, y: to.minY + (frame.minY - from.minY) * sy,
                           width: frame.width * sx, height: frame.height * sy)
        }
        items.append(DisplayItem(identity: node.identity, frame: frame, opacity: state.opacity, offset: state.offset,
                                 scale: state.scale, rotationDegrees: state.rotation, blurRadius: state.blur, content: content))
    }

    /// A shape style as a paint for a frame; `.primary` and the hierarchical styles follow the appearance.
    func paint(_ style: (any ShapeStyle)?, frame: CGRect, dark: Bool) -> DisplayPaint {
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height) }
        func stops(_ gradient: Gradient) -> [DisplayStop] {
            gradient.stops.map { DisplayStop(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, opacity: $0.color.opacity, location: $0.location) }
        }
        switch style {
        case let color as Color:
            if color == .primary { return paint(HierarchicalShapeStyle.primary, frame: frame, dark: dark) }
            return .color(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
        case let level as HierarchicalShapeStyle:
            let roles = [SystemColors.label, SystemColors.secondaryLabel, SystemColors.tertiaryLabel, SystemColors.quaternaryLabel]
            let color = roles[min(max(level.level, 0), 3)].resolved(in: dark ? .dark : .light)
            return .color(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        case let gradient as LinearGradient:
            return .linearGradient(stops: stops(gradient.gradient), start: point(gradient.startPoint), end: point(gradient.endPoint))
        case let gradient as RadialGradient:
            return .radialGradient(stops: stops(gradient.gradient), center: point(gradient.center), startRadius: gradient.startRadius, endRadius: gradient.endRadius)
        case let gradient as AngularGradient:
            return .angularGradient(stops: stops(gradient.gradient), center: point(gradient.center),
                                    startDegrees: gradient.startAngle.degrees, endDegrees: gradient.endAngle.degrees)
        case let material as Material:
            return .material(thickness: material.thickness)
        default:
            return paint(HierarchicalShapeStyle.primary, frame: frame, dark: dark)
        }
    }
}
