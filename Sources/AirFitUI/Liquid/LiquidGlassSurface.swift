import DesignTokens
import SwiftUI

/// The glass every liquid component sits on, in `shape`: on iOS 26 the native
/// `glassEffect(.regular.tint(_:).interactive(_:), in:)`; before it (or with `.fallback`), 004's
/// material fallback: `regularMaterial`, the tint at 10%, the top-to-center highlight, the 1 pt
/// gradient border and the tight and diffuse shadows, with opacities per color scheme (D49).
@MainActor
struct LiquidGlassSurface<S: InsettableShape>: ViewModifier {
    let shape: S
    let tint: Color?
    let isInteractive: Bool

    @Environment(\.liquidGlassRendering) private var rendering

    func body(content: Content) -> some View {
        if rendering != .fallback, #available(iOS 26.0, macOS 26.0, *) {
            content.modifier(NativeLiquidGlass(shape: shape, tint: tint, isInteractive: isInteractive))
        } else {
            content.modifier(FallbackLiquidGlass(shape: shape, tint: tint))
        }
    }
}

/// iOS 26's Liquid Glass, in a modifier of its own (004's native path).
@available(iOS 26.0, macOS 26.0, *)
@MainActor
struct NativeLiquidGlass<S: InsettableShape>: ViewModifier {
    let shape: S
    let tint: Color?
    let isInteractive: Bool

    func body(content: Content) -> some View {
        content.glassEffect(Glass.regular.tint(tint).interactive(isInteractive), in: shape)
    }
}

/// 004's iOS 18–25 material fallback.
@MainActor
struct FallbackLiquidGlass<S: InsettableShape>: ViewModifier {
    let shape: S
    let tint: Color?

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.colorSchemeContrast) private var contrast

    func body(content: Content) -> some View {
        let tight = LiquidStyle.tightShadow
        let diffuse = LiquidStyle.diffuseShadow
        content
            .background {
                if reduceTransparency || contrast == .increased {
                    // The raised surface of the grouped background liquid pages sit on (white, #1C1C1E
                    // dark): secondarySystemBackground would match a light page and vanish.
                    shape.fill(SystemColors.secondarySystemGroupedBackground)
                } else {
                    shape.fill(LiquidStyle.fallbackMaterial.material)
                }
                if let tint { shape.fill(tint.opacity(LiquidStyle.fallbackTintOpacity)) }
                shape.fill(LiquidStyle.highlight.linearGradient(in: colorScheme))
            }
            .overlay {
                if contrast == .increased {
                    shape.strokeBorder(SystemColors.label.opacity(ContrastStyle.edgeOpacity), lineWidth: LiquidStyle.borderWidth)
                } else {
                    shape.strokeBorder(LiquidStyle.border.linearGradient(in: colorScheme), lineWidth: LiquidStyle.borderWidth)
                }
            }
            .shadow(color: tight.color.color(in: colorScheme), radius: tight.radius, x: tight.x, y: tight.y)
            .shadow(color: diffuse.color.color(in: colorScheme), radius: diffuse.radius, x: diffuse.x, y: diffuse.y)
    }
}

extension GradientSpec {
    /// This gradient as a SwiftUI linear gradient in `scheme` (linear geometries; others run top to bottom).
    func linearGradient(in scheme: ColorScheme) -> LinearGradient {
        let stops = stops.map { Gradient.Stop(color: $0.color.color(in: scheme), location: $0.location) }
        if case let .linear(start, end) = geometry {
            return LinearGradient(stops: stops, startPoint: UnitPoint(x: start.x, y: start.y), endPoint: UnitPoint(x: end.x, y: end.y))
        }
        return LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom)
    }
}

extension View {
    /// Lays this view on liquid glass in `shape` (see `LiquidGlassSurface`).
    @MainActor func liquidGlass(in shape: some InsettableShape, tint: Color? = nil, isInteractive: Bool = false) -> some View {
        modifier(LiquidGlassSurface(shape: shape, tint: tint, isInteractive: isInteractive))
    }
}

/// iOS 26's `GlassEffectContainer` around content, in a modifier of its own, so the glass inside
/// blends and morphs.
@available(iOS 26.0, macOS 26.0, *)
@MainActor
struct GlassContainer: ViewModifier {
    let spacing: Double

    func body(content: Content) -> some View {
        GlassEffectContainer(spacing: spacing) { content }
    }
}
