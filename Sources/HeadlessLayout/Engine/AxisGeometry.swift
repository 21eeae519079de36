import Foundation
import HeadlessSwiftUI

extension CGSize {
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> CGFloat { axis == .horizontal ? height : width }

    /// Infinite dimensions replaced by `fallback`'s.
    func finite(or fallback: CGSize) -> CGSize {
        CGSize(width: width.isFinite ? width : fallback.width, height: height.isFinite ? height : fallback.height)
    }
}

extension Optional where Wrapped == CGFloat {
    /// The value if finite, else `fallback`.
    func finiteOr(_ fallback: CGFloat) -> CGFloat {
        guard let value = self, value.isFinite else { return fallback }
        return value
    }
}
