import SwiftUI

/// A filled button's padding at each `ControlSize`: the regular size is the spec's (20 × 12 pt
/// for 004's pill, 24 × 14 pt for 003's button); small and mini tighten it by a third, large and
/// extra large widen it by a third. The button stays at least 44 pt tall at every size (HIG).
struct PillMetrics {
    let horizontal: Double
    let vertical: Double

    /// The liquid pill's padding at `size`.
    init(_ size: ControlSize) {
        self.init(size, regular: (20, 12))
    }

    /// Padding at `size` around `regular` (horizontal, vertical).
    init(_ size: ControlSize, regular: (horizontal: Double, vertical: Double)) {
        let factor: Double
        switch size {
        case .mini, .small: factor = 2.0 / 3.0
        case .regular: factor = 1
        default: factor = 4.0 / 3.0
        }
        horizontal = (regular.horizontal * factor).rounded()
        vertical = (regular.vertical * factor).rounded()
    }
}
