import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// A canvas's drawing: its renderer runs with a fresh context the canvas's size, and each path it
/// filled or stroked becomes a shape item, in the canvas's coordinates placed at its frame, under
/// the context's transform, opacity and clips at the time it was drawn.
extension DisplayListBuilder {
    mutating func drawCanvas(
        _ renderer: @MainActor (inout GraphicsContext, CGSize) -> Void, of node: ViewNode, frame: CGRect, state: State, dark: Bool
    ) {
        var context = GraphicsContext(environment: node.environment)
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
            emit(
                node, bounds, placed,
                .shape(operation.path, paint: paint(operation.shading, in: bounds, state: state, dark: dark), stroke: operation.stroke))
        }
    }

    /// A shading as a paint in the canvas's coordinates: a gradient given in points becomes the
    /// gradient style whose unit points land on them in the canvas's bounds.
    private func paint(_ shading: GraphicsContext.Shading, in bounds: CGRect, state: State, dark: Bool) -> DisplayPaint {
        func unit(_ point: CGPoint) -> UnitPoint {
            UnitPoint(x: bounds.width > 0 ? point.x / bounds.width : 0, y: bounds.height > 0 ? point.y / bounds.height : 0)
        }
        switch shading.paint {
        case let .style(style):
            return paint(state.drawn(style), frame: bounds, dark: dark)
        case let .linear(gradient, start, end):
            return paint(LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end)), frame: bounds, dark: dark)
        case let .radial(gradient, center, startRadius, endRadius):
            return paint(
                RadialGradient(gradient: gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius), frame: bounds,
                dark: dark)
        case let .conic(gradient, center, angle):
            return paint(AngularGradient(gradient: gradient, center: unit(center), angle: angle), frame: bounds, dark: dark)
        }
    }
}
