import Foundation
import HeadlessSwiftUI

/// What a geometry effect (`offset`, `scaleEffect`, `rotationEffect`, or one of an adopter's own)
/// does to the coordinates of everything below it: its `effectValue(size:)`, which is in the view's
/// own coordinates, moved to the view's frame. SwiftUI draws a view and hit-tests it through the
/// same transform, so drawing (`DisplayListBuilder`), tap targets (`tapTargets(in:)`) and the
/// layout check all compose these.
enum GeometryEffects {
    /// The effect at this instant: a built-in one with each named value replaced by `value`, any
    /// other with its animatable data replaced by `data` when that is moving.
    ///
    /// - Parameters:
    ///   - effect: The node's geometry effect.
    ///   - value: The value to use for a named animatable property, given its model value (the
    ///     value at this instant of an animation when drawing, the model value when hit-testing).
    ///   - data: The effect's animatable data at this instant, when it is animating.
    static func current(
        _ effect: any GeometryEffect, value: (AnimatableProperty, CGFloat) -> CGFloat = { $1 },
        data: (any VectorArithmetic)? = nil
    ) -> any GeometryEffect {
        if let named = effect as? any NamedAnimatableValues {
            return named.with { name, model in AnimatableProperty(rawValue: name).map { value($0, model) } ?? model }
        }
        return data.flatMap { effect.withAnimatableData($0) } ?? effect
    }

    /// The projection `effect` applies to a view laid out in `frame`, in screen coordinates.
    static func projection(of effect: any GeometryEffect, in frame: CGRect) -> ProjectionTransform {
        let local = effect.effectValue(size: frame.size)
        return ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
    }

    /// The affine transform `effect` applies below it, or nil for an effect that moves nothing
    /// (any other node effect) or projects with perspective (drawn as a projection instead).
    ///
    /// - Parameters:
    ///   - effect: The node's effect.
    ///   - frame: The node's laid-out frame, which anchors scale and rotation.
    ///   - value: The value to use for an animatable property, given its model value.
    ///   - data: The effect's animatable data at this instant, when it is animating.
    static func transform(
        of effect: NodeEffect, in frame: CGRect, value: (AnimatableProperty, CGFloat) -> CGFloat = { $1 },
        data: (any VectorArithmetic)? = nil
    ) -> DisplayTransform? {
        guard case let .geometry(geometry) = effect else { return nil }
        let projection = projection(of: current(geometry, value: value, data: data), in: frame)
        guard projection.isAffine else { return nil }
        return DisplayTransform(
            a: projection.m11, b: projection.m12, c: projection.m21, d: projection.m22, tx: projection.m31, ty: projection.m32)
    }
}
