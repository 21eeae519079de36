import DesignTokens
import SwiftUI

extension View {
    /// Gives a control's face a hit region of at least 44 × 44 pt (`TouchTarget.minimumSide`) without
    /// changing how it looks: the face stays its size, centred in a frame that grows to the minimum,
    /// and the whole frame takes taps (`contentShape`). Apply it inside a `Button`'s label or a
    /// `ButtonStyle`'s body, where the frame is part of what the button hit-tests.
    nonisolated func minimumTouchTarget() -> some View {
        frame(minWidth: TouchTarget.minimumSide, minHeight: TouchTarget.minimumSide)
            .contentShape(Rectangle())
    }
}
