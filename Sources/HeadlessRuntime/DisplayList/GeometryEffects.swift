import Foundation
import HeadlessSwiftUI

/// SwiftUI's geometry effects, `offset`, `scaleEffect` and `rotationEffect`: what each does to the
/// coordinates of everything below it, about its anchor in the view's own frame. SwiftUI draws a
/// view and hit-tests it through the same transform, so drawing (`DisplayListBuilder`), tap targets
/// (`tapTargets(in:)`) and the layout check all compose these.
enum GeometryEffects {
    /// The transform `effect` applies below it, or nil for an effect that moves nothing.
    ///
    /// - Parameters:
    ///   - effect: The node's effect.
    ///   - frame: The node's laid-out frame, which anchors scale and rotation.
    ///   - value: The value to use for an animatable property, given its model value (the value
    ///     at this instant of an animation when drawing, the model value when hit-testing).
    static func transform(
        of effect: NodeEffect, in frame: CGRect, value: (AnimatableProperty, CGFloat) -> CGFloat = { $1 }
    ) -> DisplayTransform? {
        switch effect {
        case let .offset(size):
            return .translation(value(.offsetX, size.width), value(.offsetY, size.height))
        case let .scale(size, anchor):
            return .scale(value(.scaleX, size.width), value(.scaleY, size.height), about: frame.point(at: anchor))
        case let .rotation(angle, anchor):
            return .rotation(degrees: value(.rotationDegrees, angle.degrees), about: frame.point(at: anchor))
        default:
            return nil
        }
    }
}
