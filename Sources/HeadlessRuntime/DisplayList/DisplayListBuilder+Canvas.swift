import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// A canvas's drawing: its renderer runs with a fresh context the canvas's size, and each path it
/// filled or stroked becomes a shape item, each text or image it drew the item the view draws, in
/// the canvas's coordinates placed at its frame, under the context's transform, opacity and clips
/// at the time it was drawn.
extension DisplayListBuilder {
    mutating func drawCanvas(
        _ renderer: @MainActor (inout GraphicsContext, CGSize) -> Void, of node: ViewNode, frame: CGRect, state: State, dark: Bool
    ) {
        let environment = node.environment
        let identity = node.identity + "#canvas"
        let engine = LayoutEngine(measurer: measurer)
        // A text or an image the drawing places is measured as the layout measures the view.
        let measure: GraphicsContext.Measure = { view, proposal in
            engine.measure(
                ViewNode.detached(Self.kind(of: view), identity: identity, environment: environment), proposal: proposal,
                scale: environment.displayScale)
        }
        var context = GraphicsContext(environment: environment, measure: measure)
        renderer(&context, frame.size)
        // The canvas's coordinates on screen: its origin at its frame's.
        let canvasToScreen = state.transform.concatenating(.translation(frame.minX, frame.minY))
        let bounds = CGRect(origin: .zero, size: frame.size)
        for operation in context.operations {
            var placed = state
            placed.opacity *= min(max(operation.opacity, 0), 1)
            let t = operation.transform
            placed.transform = canvasToScreen.concatenating(DisplayTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
            for clip in operation.clips {
                placed.groups.append(
                    DisplayGroup(
                        identity: node.identity + "#clip\(clip.id)",
                        effect: .clip(clip.path.applying(canvasToScreen), evenOdd: clip.evenOdd)))
            }
            switch operation.drawing {
            case let .path(path, shading, stroke):
                emit(node, bounds, placed, .shape(path, paint: paint(shading, in: bounds, state: state, dark: dark), stroke: stroke))
            case let .view(view, shading, placement):
                if let shading, let style = style(of: shading, in: bounds) { placed.foreground = style }
                draw(view, placement, engine: engine, identity: identity, environment: environment, state: placed, dark: dark)
            }
        }
    }

    /// A text or an image where the drawing placed it: at its natural size with its anchor on a
    /// point, or in a rectangle (a text's lines wrapping at its width from its top, an image
    /// filling it, resized as `resizable()` resizes it). Measured and drawn as one node.
    private mutating func draw(
        _ view: GraphicsContext.Operation.View, _ placement: GraphicsContext.Operation.Placement, engine: LayoutEngine,
        identity: String, environment: EnvironmentValues, state: State, dark: Bool
    ) {
        var view = view
        if case .inRect = placement, case let .image(image) = view { view = .image(image.resizable()) }
        let node = ViewNode.detached(Self.kind(of: view), identity: identity, environment: environment)
        func size(for proposal: ProposedViewSize) -> CGSize {
            engine.measure(node, proposal: proposal, scale: environment.displayScale).size
        }
        let frame: CGRect
        switch (placement, view) {
        case let (.at(point, anchor), _):
            let size = size(for: .unspecified)
            frame = CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        case let (.inRect(rect), .image):
            frame = rect
        case let (.inRect(rect), .text):
            let size = size(for: ProposedViewSize(rect.size))
            frame = CGRect(origin: rect.origin, size: CGSize(width: min(size.width, rect.width), height: min(size.height, rect.height)))
        }
        switch view {
        case let .text(text): drawText(text, of: node, frame: frame, state: state, dark: dark)
        case let .image(image): drawImage(image, of: node, frame: frame, state: state, dark: dark)
        }
    }

    private static func kind(of view: GraphicsContext.Operation.View) -> NodeKind {
        switch view {
        case let .text(text): .text(text)
        case let .image(image): .image(image)
        }
    }

    /// A shading as a shape style in the canvas's bounds; nil for the canvas's foreground.
    private func style(of shading: GraphicsContext.Shading, in bounds: CGRect) -> (any ShapeStyle)? {
        func unit(_ point: CGPoint) -> UnitPoint {
            UnitPoint(x: bounds.width > 0 ? point.x / bounds.width : 0, y: bounds.height > 0 ? point.y / bounds.height : 0)
        }
        switch shading.paint {
        case let .style(style):
            return style is ForegroundStyle ? nil : style
        case let .linear(gradient, start, end):
            return LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end))
        case let .radial(gradient, center, startRadius, endRadius):
            return RadialGradient(gradient: gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius)
        case let .conic(gradient, center, angle):
            return AngularGradient(gradient: gradient, center: unit(center), angle: angle)
        }
    }

    /// A shading as a paint in the canvas's coordinates: a gradient given in points becomes the
    /// gradient style whose unit points land on them in the canvas's bounds.
    private func paint(_ shading: GraphicsContext.Shading, in bounds: CGRect, state: State, dark: Bool) -> DisplayPaint {
        paint(state.drawn(style(of: shading, in: bounds) ?? ForegroundStyle()), frame: bounds, dark: dark)
    }
}
