import HeadlessSwiftUI

/// What layout arranges: a node, or several nodes stacked (a body or label with several views).
enum LayoutItem {
    case node(ViewNode)
    case group([ViewNode], axis: Axis, spacing: CGFloat?)

    /// Nodes that only pass their single child through, for layout.
    @MainActor static func isTransparent(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .custom, .navigationStack, .timeline: return true
        case let .effect(effect):
            switch effect {
            case .accessibility, .onAppear, .onDisappear, .onChange, .task, .animation, .transition, .sensoryFeedback,
                .identity, .tapGesture, .gesture, .focus, .symbolEffect, .matchedGeometry, .navigationTitleDisplayMode,
                .glassID, .tint, .foregroundStyle, .zIndex, .layoutPriority, .contentShape, .compositingGroup, .drawingGroup,
                .glassContainer, .opacity, .shadow, .geometry, .rotation3D, .blur, .clip, .glass, .renderer:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// A stack's children with transparent multi-child nodes spliced in, as SwiftUI flattens a
    /// child's body of several views into the enclosing stack.
    @MainActor static func flatten(_ nodes: [ViewNode]) -> [LayoutItem] {
        nodes.flatMap { node -> [LayoutItem] in
            if isTransparent(node), node.children.count != 1 {
                return flatten(node.children)
            }
            return [.node(node)]
        }
    }

    /// The content of an effect node: all children but trailing decorations and masks.
    @MainActor static func content(of node: ViewNode, effect: NodeEffect) -> LayoutItem {
        var children = node.children
        switch effect {
        case let .decoration(_, _, count): children = Array(children.dropLast(count))
        case .mask: children = Array(children.dropLast())
        case let .sheet(isPresented, _), let .navigationDestination(isPresented): if isPresented { children = Array(children.prefix(1)) }
        default: break
        }
        return children.count == 1 ? .node(children[0]) : .group(children, axis: .vertical, spacing: nil)
    }

    /// Whether the item is a `Spacer` (through transparent nodes): stacks offer spacers what their
    /// other children leave.
    @MainActor var isSpacer: Bool {
        guard case var .node(node) = self else { return false }
        while true {
            if case .spacer = node.kind { return true }
            guard Self.isTransparent(node), node.children.count == 1 else { return false }
            node = node.children[0]
        }
    }

    /// `layoutPriority` found on the item or the transparent nodes above its content.
    @MainActor var layoutPriority: Double {
        guard case var .node(node) = self else { return 0 }
        while true {
            if case let .effect(.layoutPriority(value)) = node.kind { return value }
            guard isTransparentSingle(node) else { return 0 }
            node = node.children[0]
        }
    }

    @MainActor private func isTransparentSingle(_ node: ViewNode) -> Bool {
        node.children.count == 1 && (LayoutItem.isTransparent(node) || { if case .effect = node.kind { true } else { false } }())
    }
}

extension ViewNode {
    /// The alignment of a stack node's children.
    var stackAlignment: Alignment {
        if case let .stack(_, _, alignment) = kind { return alignment }
        return .center
    }
}
