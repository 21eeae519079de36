import Foundation

/// `scaleEffect(_:anchor:)`: scales a view about its anchor where it is drawn and hit-tested
/// (Apple: `_ScaleEffect`).
struct _ScaleEffect: GeometryEffect, NamedAnimatableValues {
    var scale: CGSize
    var anchor: UnitPoint

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(scale.width, scale.height) }
        set { scale = CGSize(width: newValue.first, height: newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(scaleX: scale.width, y: scale.height).about(CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)))
    }

    var namedValues: [String: Double] { ["scaleX": scale.width, "scaleY": scale.height] }

    func with(values value: (String, Double) -> Double) -> any GeometryEffect {
        _ScaleEffect(scale: CGSize(width: value("scaleX", scale.width), height: value("scaleY", scale.height)), anchor: anchor)
    }
}

extension View {
    /// Scales this view by `scale` (width and height factors) about `anchor` where it is drawn
    /// and hit-tested; its layout stays as it was.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(CGSize(width: 1.2, height: 0.8), anchor: .bottom)
    /// ```
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales this view uniformly by `s` about `anchor`.
    ///
    /// ```swift
    /// Button("Start") {}.scaleEffect(isPressed ? 0.96 : 1)
    /// ```
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view by `x` horizontally and `y` vertically about `anchor`.
    ///
    /// ```swift
    /// Capsule().scaleEffect(x: progress, anchor: .leading)
    /// ```
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
