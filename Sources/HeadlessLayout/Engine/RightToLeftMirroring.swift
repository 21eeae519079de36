import Foundation
import HeadlessSwiftUI

/// Right-to-left layout as SwiftUI does it: the layout is computed left to right and every frame
/// below a view whose layout direction changes is mirrored across that view's frame, so stacks run
/// from the right, `leading` is the right edge and leading padding sits on the right (Apple:
/// `LayoutDirection`; HIG, "Right to left": "the leading edge is on the right"). Offsets, rotations
/// and shapes' own paths are drawn as written, not mirrored, because they are not frames.
extension LayoutResult {
    /// This layout with the frames under right-to-left views mirrored.
    ///
    /// - Parameter roots: The graph the layout was computed for.
    /// - Returns: The mirrored layout; this one when every view is left to right.
    @MainActor package func mirroringRightToLeft(_ roots: [ViewNode]) -> LayoutResult {
        var mirrored = frames
        var changed = false
        /// `rect` reflected across each axis in turn: x' = axis − (x + width).
        func reflect(_ rect: CGRect, _ axes: [CGFloat]) -> CGRect {
            axes.reduce(rect) { r, axis in CGRect(x: axis - r.maxX, y: r.minY, width: r.width, height: r.height) }
        }
        func walk(_ node: ViewNode, inherited: LayoutDirection, axes: [CGFloat]) {
            var axes = axes
            var direction = inherited
            let own = frames[node.identity]
            if node.environment.layoutDirection != inherited, let own {
                // Mirror everything below across this view's frame, where the frame itself now sits.
                axes.append(2 * reflect(own, axes).midX)
                direction = node.environment.layoutDirection
                changed = true
            }
            if let own, !axes.isEmpty { mirrored[node.identity] = reflect(own, axes) }
            for child in node.children { walk(child, inherited: direction, axes: axes) }
        }
        for root in roots { walk(root, inherited: .leftToRight, axes: []) }
        return changed ? LayoutResult(device: device, frames: mirrored, contentSizes: contentSizes, contentOffsets: contentOffsets) : self
    }
}
