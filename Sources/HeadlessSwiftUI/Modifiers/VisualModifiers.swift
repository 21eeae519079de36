import Foundation

extension View {
    /// A flexible frame: the view takes a size between the bounds its parent offers.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            EffectModifier(
                effect: .flexibleFrame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                    alignment: alignment)))
    }

    /// The view takes its ideal size in both dimensions, whatever its parent proposes.
    nonisolated public func fixedSize() -> some View {
        modifier(EffectModifier(effect: .fixedSize(horizontal: true, vertical: true)))
    }

    /// The view takes its ideal size in the dimensions asked, whatever its parent proposes.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(EffectModifier(effect: .fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Stacks offer space to children of higher priority first (0 by default).
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modifier(EffectModifier(effect: .layoutPriority(value)))
    }

    /// A drop shadow; SwiftUI's default color is black at 33% in linear sRGB.
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
        x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(EffectModifier(effect: .shadow(color: color, radius: radius, x: x, y: y)))
    }

    /// Rotates the view by `angle` about `axis` in three dimensions, drawn with perspective.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(EffectModifier(effect: .rotation3D(angle, axis: axis, perspective: perspective)))
    }

    /// Blurs the view by a Gaussian of `radius`; `opaque` keeps its edges from fading.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(EffectModifier(effect: .blur(radius: radius, opaque: opaque)))
    }

    /// Clips the view to `shape` in its frame.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier(effect: .clip(shape, style: style)))
    }

    /// Clips the view to its frame (Apple: `clipped(antialiased:)`).
    ///
    /// ```swift
    /// Image("cover", bundle: .module).resizable().scaledToFill().frame(height: 120).clipped()
    /// ```
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Shows the view only where `mask` is opaque.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Lets the view extend into the safe area along `edges`.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(EffectModifier(effect: .ignoresSafeArea(edges)))
    }

    /// Draws the view above siblings of a lower value in a `ZStack` (0 by default).
    nonisolated public func zIndex(_ value: Double) -> some View {
        modifier(EffectModifier(effect: .zIndex(value)))
    }

    /// Draws the view's content as one layer before effects outside it (opacity, blend) apply.
    nonisolated public func compositingGroup() -> some View {
        modifier(EffectModifier(effect: .compositingGroup))
    }

    /// Renders the view's content offscreen as one image before it is composited.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(EffectModifier(effect: .drawingGroup))
    }

    /// The shape in which the view takes taps, instead of its frame.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(EffectModifier(effect: .contentShape(shape)))
    }

    /// Whether the view takes touches. The headless runtime finds controls by their accessibility
    /// label, not by hit testing, so this changes nothing here.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        self
    }

    /// The accent color of controls inside; nil for the app's.
    nonisolated public func tint(_ tint: Color?) -> some View {
        EnvironmentWriter(content: modifier(EffectModifier(effect: .tint(tint)))) { $0[TintColorKey.self] = tint }
    }

    /// Fills the area behind this view with a style, over the safe area by default.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            DecorationModifier(
                decoration: ShapeStyleView(style: style).ignoresSafeArea(edges: edges), alignment: .center, isBackground: true))
    }

    /// Fills a shape behind this view.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(
            DecorationModifier(
                decoration: _ShapeView(shape: shape, style: style, fillStyle: fillStyle), alignment: .center,
                isBackground: true))
    }

    /// Layers `style` over the view, filling its frame.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            DecorationModifier(
                decoration: ShapeStyleView(style: style).ignoresSafeArea(edges: edges), alignment: .center, isBackground: false))
    }

    /// Layers `style` over the view, filled inside `shape`.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(
            DecorationModifier(
                decoration: _ShapeView(shape: shape, style: style, fillStyle: fillStyle), alignment: .center,
                isBackground: false))
    }

    /// Runs `action` when the view is tapped `count` times.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(EffectModifier(effect: .tapGesture(count: count, action: action)))
    }
}

/// Which safe areas a view may extend into (Apple: `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    nonisolated public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area of system chrome (status bar, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The color space a drawing group renders in (Apple: `ColorRenderingMode`).
public enum ColorRenderingMode: Hashable, Sendable {
    /// How an offscreen group blends: in gamma-encoded sRGB, linear, or extended linear.
    case nonLinear, linear, extendedLinear
}

/// Masks its content with a view.
struct MaskModifier<Mask: View> {
    let mask: Mask
    let alignment: Alignment

    nonisolated init(mask: Mask, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
    }
}

extension MaskModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("MaskModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        // The mask is one view, its alpha the mask: a builder of several views stacks them (as an
        // overlay's does), and one of none draws nothing, which hides the content.
        let masks = context.resolve(mask, component: "mask")
        let single =
            masks.count == 1
            ? masks[0] : context.child("maskStack").node(.stack(.depth, spacing: nil, alignment: alignment), children: masks)
        return [context.node(.effect(.mask(alignment: alignment)), children: content(context) + [single])]
    }
}
