import Foundation
import HeadlessSwiftUI

/// No element reads as the label asked for, or none offers the action asked for.
public struct AccessibilityActionError: Error, Equatable, CustomStringConvertible {
    /// The element's label asked for.
    public let label: String
    /// The action asked for: a custom action's name, or a standard one's (`escape`).
    public let action: String

    /// The error for `action` on `label`.
    ///
    /// - Parameters:
    ///   - label: The element's label asked for.
    ///   - action: The action asked for.
    public init(label: String, action: String) {
        self.label = label
        self.action = action
    }

    public var description: String { "no element labelled \"\(label)\" offers the action \"\(action)\"" }
}

extension ViewHost {
    /// Performs the custom action `name` of the element labelled `label`, as VoiceOver's actions
    /// rotor does, then applies the resulting updates.
    ///
    /// - Parameters:
    ///   - name: The custom action's name.
    ///   - label: The element's accessibility label.
    public func performAccessibilityAction(named name: String, on label: String) throws(AccessibilityActionError) {
        guard let action = Self.action(on: label, in: graph.roots, ancestors: [], inherits: false, matching: { $0.name == name }) else {
            throw AccessibilityActionError(label: label, action: name)
        }
        action.handler()
        update()
    }

    /// Performs a standard action (`.escape`, `.magicTap`) from the element labelled `label`: its
    /// own, or the nearest one of a view around it, as VoiceOver's gestures do (an escape inside a
    /// sheet dismisses the sheet), then applies the resulting updates.
    ///
    /// - Parameters:
    ///   - kind: The standard action.
    ///   - label: The accessibility label of the element VoiceOver is on.
    public func performAccessibilityAction(_ kind: AccessibilityActionKind, from label: String) throws(AccessibilityActionError) {
        guard let action = Self.action(on: label, in: graph.roots, ancestors: [], inherits: true, matching: { $0.kind == kind }) else {
            throw AccessibilityActionError(label: label, action: kind.name)
        }
        action.handler()
        update()
    }

    /// The actions of a chain of accessibility modifiers starting at `node`, which describe one element.
    private static func chainActions(_ node: ViewNode) -> [AccessibilityActionBox] {
        var actions: [AccessibilityActionBox] = []
        var current: ViewNode? = node
        while let link = current, case let .effect(.accessibility(attributes)) = link.kind {
            actions += attributes.actions
            current = link.children.count == 1 ? link.children[0] : nil
        }
        return actions
    }

    /// The action matching `matches` on the element labelled `label`, or (when `inherits`, as the
    /// standard gestures do) on the nearest view around it.
    private static func action(
        on label: String, in nodes: [ViewNode], ancestors: [AccessibilityActionBox], inherits: Bool,
        matching matches: (AccessibilityActionBox) -> Bool
    ) -> AccessibilityActionBox? {
        for node in nodes {
            var around = ancestors
            if case .effect(.accessibility) = node.kind {
                around = (inherits ? ancestors : []) + chainActions(node).filter(matches)
                if AccessibilityTreeBuilder.read(node).count == 1, AccessibilityTreeBuilder.read(node).first?.label == label,
                    let action = around.last
                {
                    return action
                }
            } else if AccessibilityTreeBuilder.readOwnElements(node)?.first?.label == label, let action = around.last {
                return action
            }
            if let found = action(on: label, in: node.children, ancestors: around, inherits: inherits, matching: matches) {
                return found
            }
        }
        return nil
    }
}
