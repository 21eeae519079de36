import Foundation
import HeadlessLayout

/// The size a headless snapshot is rendered at (after swift-snapshot-testing's `SwiftUISnapshotLayout`).
public enum HeadlessSnapshotLayout: Sendable {
    /// A whole device's screen, its safe area included.
    case device(Device)
    /// A fixed size in points, with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's own ideal size, with no safe area.
    case sizeThatFits
}
