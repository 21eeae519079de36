import Foundation
import HeadlessSwiftUI

/// The default spacing between a stack's children, which on iOS depends on the neighbours.
///
/// SwiftUI's `spacing: nil` is not a fixed 8 pt: each view carries spacing preferences per edge, and
/// a text's top and bottom edges prefer, next to another text, the distance its font's leading asks
/// for. The system fonts have no extra leading, so two texts in a `VStack` touch line box to line
/// box (issue #30's iOS references: 0 to 2 pt; the text-metrics spacing of SwiftUI's `Spacing`, as
/// OpenSwiftUI's audit of iOS 18 records it). A symbol image, set in its font, prefers the same: a
/// `bicycle` over a text over a `heart` meet frame to frame on iOS 18 (D294). Every other pair keeps
/// the platform's 8 pt. Padding on an edge replaces the text's preference there with the default
/// one (D172).
extension LayoutEngine {
    /// The distance between the system fonts' line boxes of two stacked texts: their leading.
    public static let textToTextSpacing: CGFloat = 0

    /// The gaps between consecutive items: `spacing` when it is given, otherwise the neighbours' preference.
    func gaps(_ items: [LayoutItem], axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        // One gap after each item but the first (none for an empty stack).
        let following = items.indices.dropFirst()
        if let spacing { return following.map { _ in spacing } }
        return following.map { index in
            axis == .vertical && items[index - 1].showsText(at: .bottom) && items[index].showsText(at: .top)
                ? Self.textToTextSpacing : Self.defaultSpacing
        }
    }
}

extension LayoutItem {
    /// Whether the item's edge carries a text's spacing preference: a text, through the modifiers
    /// that keep their content's spacing, or a stack whose children show text on that edge (a
    /// vertical stack's first child for its top, last for its bottom; any child of the others).
    @MainActor func showsText(at edge: Edge) -> Bool {
        switch self {
        case let .group(nodes, axis, _):
            return Self.showsText(LayoutItem.flatten(nodes), stackAxis: axis == .vertical ? .vertical : .horizontal, at: edge)
        case let .node(node):
            return Self.showsText(node, at: edge)
        }
    }

    @MainActor private static func showsText(_ node: ViewNode, at edge: Edge) -> Bool {
        switch node.kind {
        case .text:
            return true
        case let .image(image):
            // A symbol is set in its font, and prefers its text's spacing too (D294).
            if case .system = image.source, !image.isResizable { return true }
            return false
        case let .stack(axis, _, _):
            return showsText(flatten(node.children), stackAxis: axis, at: edge)
        case .button:
            // A button is its label to its neighbours: two text links stacked meet as two texts
            // (Hymns-iOS's `SongInfoView`, D299). A style's padding around the label still resets.
            return node.children.count == 1 && showsText(node.children[0], at: edge)
        case let .effect(effect):
            switch effect {
            case let .padding(insets) where insets.inset(at: edge) != 0:
                return false
            case .padding, .frame, .flexibleFrame, .fixedSize, .decoration:
                return content(of: node, effect: effect).showsText(at: edge)
            default:
                break
            }
        default:
            break
        }
        guard isTransparent(node), node.children.count == 1 else { return false }
        return showsText(node.children[0], at: edge)
    }

    @MainActor private static func showsText(_ items: [LayoutItem], stackAxis: StackAxis, at edge: Edge) -> Bool {
        guard stackAxis == .vertical, edge == .top || edge == .bottom else {
            return items.contains { $0.showsText(at: edge) }
        }
        return (edge == .top ? items.first : items.last)?.showsText(at: edge) ?? false
    }
}

extension EdgeInsets {
    /// The inset on one edge.
    fileprivate func inset(at edge: Edge) -> CGFloat {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}
