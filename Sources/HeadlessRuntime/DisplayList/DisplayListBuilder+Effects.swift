import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import PlatformFacts

/// What each effect node does to the nodes below it: opacity, geometry, groups (blur, shadow, clip,
/// compositing, projection, renderer effects), styles, glass and matched geometry.
extension DisplayListBuilder {
    /// What one effect node does to everything below it (and, for glass, what it draws behind it).
    mutating func apply(_ effect: NodeEffect, of node: ViewNode, frame: CGRect, dark: Bool, to state: inout State) {
        func group(_ effect: DisplayGroup.Effect) { state.groups.append(DisplayGroup(identity: node.identity, effect: effect)) }
        switch effect {
        // SwiftUI clamps opacity to 0…1, so a spring's overshoot never draws brighter than opaque;
        // a NaN opacity (a 0/0 upstream) is ignored rather than carried into the pixels (D146).
        case let .opacity(value):
            let opacity = animated(node, .opacity, value)
            if !opacity.isNaN { state.opacity *= min(max(opacity, 0), 1) }
        case let .geometry(geometry):
            // The same transform tap targets use (`GeometryEffects`), at this instant of any animation.
            var values: [AnimatableProperty: CGFloat] = [:]
            let data = timeline.vector(node.identity + "#effect", at: time)
            let value = { (property: AnimatableProperty, model: CGFloat) -> CGFloat in
                let value = animated(node, property, model)
                values[property] = value
                return value
            }
            if let transform = GeometryEffects.transform(of: effect, in: frame, value: value, data: data) {
                state.apply(transform, values)
            } else {
                // A projection with perspective, drawn as rotation3DEffect's is: about the frame's
                // origin on screen.
                let local = GeometryEffects.current(geometry, value: value, data: data).effectValue(size: frame.size)
                let origin = state.transform.apply(frame.origin)
                let placed = ProjectionTransform(CGAffineTransform(translationX: -origin.x, y: -origin.y))
                    .concatenating(local).concatenating(ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y)))
                // The display list's projection is column-vector (p' = H p): the transpose of the rows.
                let m = placed.rows.map(Double.init)
                group(.projection([m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8]]))
            }
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
            case let .blend(mode): if mode != .normal { group(.blend(mode)) }
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
                // grouped background's raised surface (white, #1C1C1E dark) and the label color at 55%.
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
                            path,
                            paint: .color(
                                red: label.red, green: label.green, blue: label.blue, opacity: LiquidGlassStandIn.increasedContrastEdge),
                            stroke: StrokeStyle(lineWidth: 1)))
                }
                break
            }
            for content in LiquidGlassStandIn.contents(
                drawing.shape.placedPath(in: frame), clear: glass?.variant == .clear,
                tint: glass?.tintColor.map { paint($0, frame: frame, dark: dark) }, dark: dark)
            {
                emit(node, frame, state, content)
            }
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
}
