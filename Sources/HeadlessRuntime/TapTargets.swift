import Foundation
import HeadlessLayout
@_spi(Runtime) import HeadlessSwiftUI

/// A control a finger can tap: its label as VoiceOver reads it and its frame on the screen.
public struct TapTarget: Equatable, Sendable {
    /// What VoiceOver reads for the control.
    public let label: String
    /// The control's frame, in points.
    public let frame: CGRect
}

extension ViewHost {
    /// Every button and `onTapGesture` view of the graph, with its frame in `result`, in tree order.
    /// Disabled controls are left out: they take no taps.
    ///
    /// - Parameter result: A layout of this host (`layout(on:)`).
    /// - Returns: The enabled tap targets.
    public func tapTargets(in result: LayoutResult) -> [TapTarget] {
        graph.nodes.compactMap { node in
            guard ButtonFinder.isTappable(node), node.environment.isEnabled, let frame = result.frames[node.identity] else { return nil }
            let label = AccessibilityTreeBuilder.read(node).map(\.label).joined(separator: ", ")
            return TapTarget(label: label.isEmpty ? node.identity : label, frame: frame)
        }
    }
}
