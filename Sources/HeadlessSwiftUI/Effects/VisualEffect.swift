import Foundation

/// Changes to how a view is drawn that never change its layout, built up from `EmptyVisualEffect`
/// in `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` (Apple: `VisualEffect`, iOS 17).
///
/// ```swift
/// card.visualEffect { effect, proxy in effect.offset(y: proxy.frame(in: .global).minY < 0 ? 20 : 0) }
/// ```
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which a visual effect's closure starts from (Apple:
/// `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect.
    nonisolated public init() {}

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A visual effect made of the changes applied to `EmptyVisualEffect`, in order.
struct VisualEffectChain: VisualEffect {
    package var operations: [VisualEffectOperation]

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// One change a visual effect makes, with the view modifier that draws it.
package enum VisualEffectOperation: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case blendMode(BlendMode)

    /// This change `fraction` of the way from `identity` (the same change at rest) to itself; nil
    /// when the two are different kinds of change.
    func interpolated(from identity: VisualEffectOperation, fraction t: Double) -> VisualEffectOperation? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (identity, self) {
        case let (.offset(a), .offset(b)): return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.scale(a, _), .scale(b, anchor)):
            return .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor: anchor)
        case let (.rotation(a, _), .rotation(b, anchor)): return .rotation(.degrees(mix(a.degrees, b.degrees)), anchor: anchor)
        case let (.rotation3D(a, _, _, _, _), .rotation3D(b, axis, anchor, anchorZ, perspective)):
            return .rotation3D(.degrees(mix(a.degrees, b.degrees)), axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a, _), .blur(b, opaque)): return .blur(radius: mix(a, b), opaque: opaque)
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(.degrees(mix(a.degrees, b.degrees)))
        case (.blendMode, .blendMode): return t < 0.5 ? identity : self
        default: return nil
        }
    }

    /// `content` with this change drawn.
    @MainActor func apply(to content: AnyView) -> AnyView {
        switch self {
        case let .offset(size): AnyView(content.offset(size))
        case let .scale(size, anchor): AnyView(content.scaleEffect(size, anchor: anchor))
        case let .rotation(angle, anchor): AnyView(content.rotationEffect(angle, anchor: anchor))
        case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
            AnyView(content.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
        case let .opacity(opacity): AnyView(content.opacity(opacity))
        case let .blur(radius, opaque): AnyView(content.blur(radius: radius, opaque: opaque))
        case let .brightness(amount): AnyView(content.brightness(amount))
        case let .contrast(amount): AnyView(content.contrast(amount))
        case let .saturation(amount): AnyView(content.saturation(amount))
        case let .grayscale(amount): AnyView(content.grayscale(amount))
        case let .hueRotation(angle): AnyView(content.hueRotation(angle))
        case let .blendMode(mode): AnyView(content.blendMode(mode))
        }
    }
}

extension VisualEffect {
    /// The changes this effect makes, in order.
    package var operations: [VisualEffectOperation] { (self as? VisualEffectChain)?.operations ?? [] }

    private func adding(_ operation: VisualEffectOperation) -> VisualEffectChain {
        VisualEffectChain(operations: operations + [operation])
    }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Moves the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    /// Scales the view by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    /// Scales the view by `scale` in both dimensions about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }
    /// Turns the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor: anchor))
    }
    /// Turns the view in three dimensions about `axis`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
    /// Draws the view at `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Blurs the view by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius: radius, opaque: opaque)) }
    /// Brightens the view by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    /// Changes the view's contrast by `amount`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    /// Changes the view's saturation by `amount`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    /// Turns the view's colors toward gray by `amount`.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    /// Turns the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
    /// Blends the view onto what is behind it in `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { adding(.blendMode(blendMode)) }
}
