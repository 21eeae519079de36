import Foundation
import HeadlessSwiftUI

/// No adjustable element reads as the label asked for.
public struct AdjustError: Error, Equatable, CustomStringConvertible {
    /// The label asked for.
    public let label: String

    /// The error for `label`.
    ///
    /// - Parameter label: The label asked for.
    public init(label: String) {
        self.label = label
    }

    public var description: String { "no adjustable element labelled \"\(label)\"" }
}

extension ViewHost {
    /// Swipes up (`.increment`) or down (`.decrement`) on the adjustable element whose accessibility
    /// label is `label`, as VoiceOver does, then applies the resulting updates.
    ///
    /// - Parameters:
    ///   - label: The element's accessibility label.
    ///   - direction: Which way to adjust.
    public func adjust(_ label: String, _ direction: AccessibilityAdjustmentDirection) throws(AdjustError) {
        guard let action = Self.adjustable(labelled: label, in: graph.roots) else { throw AdjustError(label: label) }
        action.handler(direction)
        update()
    }

    private static func adjustable(labelled label: String, in nodes: [ViewNode]) -> AdjustableActionBox? {
        for node in nodes {
            if case let .effect(.accessibility(attributes)) = node.kind, let adjust = attributes.adjust,
                AccessibilityTreeBuilder.read(node).first?.label == label
            {
                return adjust
            }
            if let found = adjustable(labelled: label, in: node.children) { return found }
        }
        return nil
    }
}
