import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import PlatformFacts

/// Display items: children back to front, each item with the state above it, and paints resolved
/// for the frame and appearance.
extension DisplayListBuilder {
    /// Children back to front: a background's decoration before the content it sits behind.
    static func paintingOrder(_ node: ViewNode) -> [ViewNode] {
        guard case let .effect(.decoration(isBackground: true, _, count)) = node.kind else { return node.children }
        return Array(node.children.suffix(count)) + node.children.dropLast(count)
    }

    mutating func emit(_ node: ViewNode, _ frame: CGRect, _ state: State, _ content: DisplayContent) {
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
                let c = $0.color.components(dark: dark, os: environment._iOSVersion, contrast: environment.colorSchemeContrast)
                return DisplayStop(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity, location: $0.location)
            }
        }
        switch style {
        case let color as Color:
            if let level = color.labelLevel {
                // `.primary` and `.secondary` are the label colors of the scheme; `opacity(_:)` on them
                // multiplies the label color's own alpha once (secondary's 60% is not applied twice).
                guard
                    case let .color(red, green, blue, opacity) = paint(
                        level == 0 ? HierarchicalShapeStyle.primary : .secondary,
                        frame: frame, dark: dark)
                else { return .color(red: 0, green: 0, blue: 0, opacity: 1) }
                let base = level == 0 ? Color.primary.opacity : Color.secondary.opacity
                return .color(red: red, green: green, blue: blue, opacity: opacity * color.opacity / base)
            }
            let c = color.components(dark: dark, os: environment._iOSVersion, contrast: environment.colorSchemeContrast)
            if dark, environment._isElevated, let adaptive = color.adaptive, let elevated = ElevatedBackgrounds.darkValue(of: adaptive) {
                // A system background inside a sheet: UIKit's dark elevated value, at the opacity applied.
                let applied = adaptive.light.alpha > 0 ? color.opacity / adaptive.light.alpha : color.opacity
                return .color(red: elevated.red, green: elevated.green, blue: elevated.blue, opacity: elevated.alpha * applied)
            }
            return .color(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        case let level as HierarchicalShapeStyle where environment._hierarchicalForegroundStyles.indices.contains(level.level):
            // `foregroundStyle(_:_:)` above gave this level its own style.
            return paint(environment._hierarchicalForegroundStyles[level.level], frame: frame, dark: dark)
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
        case let gradient as EllipticalGradient:
            // Apple: the unit square the centre and radii are given in, stretched to the frame.
            return .ellipticalGradient(
                stops: stops(gradient.gradient), center: point(gradient.center),
                startRadius: CGSize(width: gradient.startRadiusFraction * frame.width, height: gradient.startRadiusFraction * frame.height),
                endRadius: CGSize(width: gradient.endRadiusFraction * frame.width, height: gradient.endRadiusFraction * frame.height))
        case let gradient as AngularGradient:
            return .angularGradient(
                stops: stops(gradient.gradient), center: point(gradient.center),
                startDegrees: gradient.startAngle.degrees, endDegrees: gradient.endAngle.degrees)
        case let mesh as MeshGradient:
            func resolved(_ color: Color) -> SRGBColor {
                let c = color.components(dark: dark, os: environment._iOSVersion, contrast: environment.colorSchemeContrast)
                return SRGBColor(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
            }
            let colors: [Color]
            switch mesh.colors {
            case let .colors(given): colors = given
            }
            return .mesh(
                patches: DisplayMeshPatch.patches(for: mesh, colors: colors.map(resolved), in: frame), background: resolved(mesh.background)
            )
        case let material as Material:
            return .material(thickness: material.thickness)
        case let shadowed as any ShadowedShapeStyle:
            // Where no shadow group is made for it (text), a shadowed style paints as its base.
            return paint(shadowed.base, frame: frame, dark: dark)
        default:
            return paint(HierarchicalShapeStyle.primary, frame: frame, dark: dark)
        }
    }

    /// A style with a drop shadow (`ShapeStyle.shadow(.drop(…))`) draws as its base style inside a
    /// shadow group of the shadow's color, blur radius and offset, as the `shadow` modifier's
    /// group; an inner shadow is not drawn (D265). Any other style draws as it is, in `state`.
    func shadowed(_ style: any ShapeStyle, of node: ViewNode, in state: State, dark: Bool) -> (style: any ShapeStyle, state: State) {
        guard let shadowed = style as? any ShadowedShapeStyle else { return (style, state) }
        var state = state
        let shadow = shadowed.shadow
        if shadow.kind == .drop {
            state.groups.append(
                DisplayGroup(
                    identity: node.identity + "/shadow",
                    effect: .shadow(
                        paint(shadow.color, frame: .zero, dark: dark), radius: max(shadow.radius, 0),
                        offset: CGSize(width: shadow.x, height: shadow.y))))
        }
        return (shadowed.base, state)
    }
}
