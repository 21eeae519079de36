import Foundation
import HeadlessSwiftUI

/// `frame(width:height:)` and `frame(minWidth:…)`: how a frame sizes itself and what it proposes.
extension LayoutEngine {
    /// A fixed frame dimension: NaN and negative sizes are zero; an infinite one is ignored, as
    /// SwiftUI ignores it with an "invalid frame dimension" warning.
    static func fixedDimension(_ value: CGFloat?) -> CGFloat? {
        guard let value = sanitize(value), value.isFinite else { return nil }
        return value
    }

    /// A flexible frame passes its proposal to the child clamped to its bounds.
    static func clampProposal(_ value: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let maximum { value = min(value, maximum) }
        if let minimum { value = max(value, minimum) }
        return value
    }

    /// A flexible frame's own size in one dimension: the proposal clamped between its minimum (or
    /// the child's size) and its maximum (or the child's size); with no proposal, its ideal size.
    /// Proposed infinity with an infinite maximum, it is infinite, as SwiftUI's is: that is how a
    /// stack learns that `.frame(maxHeight: .infinity)` is as flexible as a color (D195).
    static func flexible(_ proposed: CGFloat?, child: CGFloat, min minimum: CGFloat?, ideal: CGFloat?, max maximum: CGFloat?) -> CGFloat {
        let lower = minimum ?? child
        let upper = Swift.max(maximum ?? child, lower)
        let target = proposed ?? ideal ?? child
        return Swift.max(lower, Swift.min(upper, target))
    }

    /// What a flexible frame of `size` proposes to its child when it places it, in one dimension
    /// (SwiftUI's flexible-frame ideal sizing): its own size, except when it was proposed nothing in
    /// that dimension, has no ideal there, and its size lies strictly between its minimum and
    /// maximum; then nothing. So `.frame(minHeight: h)` in a scroll view proposes `h` to content
    /// shorter than `h` (its spacers fill it), and nothing to content taller.
    static func flexiblePlacementDimension(
        _ size: CGFloat, proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?
    ) -> CGFloat? {
        guard ideal == nil, proposed == nil, (min ?? -.infinity) < size, size < (max ?? .infinity) else { return size }
        return nil
    }
}
