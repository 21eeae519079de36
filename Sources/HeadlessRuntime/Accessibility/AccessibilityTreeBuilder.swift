import Foundation
import HeadlessSwiftUI

/// Reads a resolved graph as VoiceOver would: text, images and buttons become elements; the
/// accessibility modifiers label, hide, combine and reorder them.
@MainActor
enum AccessibilityTreeBuilder {
    static func elements(_ nodes: [ViewNode]) -> [AccessibilityElement] {
        nodes.flatMap { read($0) }
    }

    /// A text field: its title, the text in it. Out of line, to keep `read`'s frame small for deep trees.
    @inline(never)
    static func textFieldElement(_ node: ViewNode) -> [AccessibilityElement] {
        guard case let .textField(field) = node.kind else { return [] }
        // A secure field reads as one, with as many dots as its characters, as VoiceOver reads it.
        if field.isSecure {
            return [AccessibilityElement(label: field.title, value: field.shown, traits: ["secureTextField"])]
        }
        return [AccessibilityElement(label: field.title, value: field.value, traits: ["textField"])]
    }

    /// The elements of one node, in reading order.
    static func read(_ node: ViewNode) -> [AccessibilityElement] {
        // The node kinds that read as something of their own are handled out of line, so the
        // frame that recurses through plain containers stays small (trees can be 1000s deep).
        guard let own = readOwnElements(node) else { return sorted(node.reachableChildren) }
        return own.count == 1 && own[0].node == nil ? [placed(own[0], at: node)] : own
    }

    /// `element` outlined by `node`'s frame.
    @inline(never)
    static func placed(_ element: AccessibilityElement, at node: ViewNode) -> AccessibilityElement {
        var element = element
        element.node = node.identity
        return element
    }

    /// The elements of a node that reads as something of its own; nil for a plain container.
    @inline(never)
    static func readOwnElements(_ node: ViewNode) -> [AccessibilityElement]? {
        if let replacement = node.accessibilityReplacement {
            // A representation reads in place of the content, and synthetic children replace the
            // content's; either is outlined by the content's frame.
            return elements(replacement).map { placed($0, at: node) }
        }
        switch node.kind {
        case let .text(text):
            return text.content.isEmpty ? [] : [AccessibilityElement(label: text.content, traits: ["staticText"])]
        case let .image(image):
            // VoiceOver reads a symbol by its spoken name and a bundle image by its name.
            switch image.source {
            case let .system(name): return [AccessibilityElement(label: spokenSymbolName(name), traits: ["image"])]
            case let .bitmap(name, _, _): return [AccessibilityElement(label: name, traits: ["image"])]
            }
        case .textField:
            return textFieldElement(node)
        case .button:
            let inner = elements(node.children)
            // VoiceOver reads a disabled button as "dimmed".
            return [
                AccessibilityElement(
                    label: inner.map(\.label).joined(separator: ", "),
                    traits: node.environment.isEnabled ? ["button"] : ["button", "dimmed"])
            ]
        case .color, .spacer, .divider:
            return []
        case let .layout(layout as FirstFittingLayout):
            // `ViewThatFits` shows one child: VoiceOver reads the one layout chose (before any
            // layout, the last, as a proposal of zero would choose).
            let index = layout.choice.index ?? node.children.count - 1
            return node.children.indices.contains(index) ? read(node.children[index]) : []
        case let .effect(.decoration(isBackground, _, count)):
            let content = elements(Array(node.children.dropLast(count)))
            let decoration = elements(Array(node.children.suffix(count)))
            return isBackground ? decoration + content : content + decoration
        case let .effect(.accessibility(attributes)):
            // Consecutive accessibility modifiers describe one element: the outer one wins.
            var merged = attributes
            var inner = node
            while inner.children.count == 1, case let .effect(.accessibility(next)) = inner.children[0].kind {
                merged = merged.over(next)
                inner = inner.children[0]
            }
            return apply(merged, to: inner.children, at: node)
        default:
            return nil
        }
    }

    /// Children in reading order: higher `accessibilitySortPriority` first, otherwise tree order.
    static func sorted(_ children: [ViewNode]) -> [AccessibilityElement] {
        children.enumerated()
            .map { (index: $0.offset, priority: priority(of: $0.element), elements: read($0.element)) }
            .sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.index < $1.index }
            .flatMap(\.elements)
    }

    static func priority(of node: ViewNode) -> Double {
        if case let .effect(.accessibility(attributes)) = node.kind, let priority = attributes.sortPriority { return priority }
        return 0
    }

    static func apply(_ attributes: AccessibilityAttributes, to children: [ViewNode], at node: ViewNode) -> [AccessibilityElement] {
        if attributes.hidden == true { return [] }
        let inner = sorted(children)
        var elements: [AccessibilityElement]
        switch attributes.children?.kind {
        case .ignore?:
            elements = [AccessibilityElement(label: "", traits: [])]
        case .combine?:
            elements = [
                AccessibilityElement(
                    label: inner.map(\.label).joined(separator: ", "),
                    traits: Array(Set(inner.flatMap(\.traits))).sorted())
            ]
        case .contain?, nil:
            elements = attributes.addTraits.contains(.isTabBar) ? tabs(inner) : inner
        }
        guard elements.count == 1 else { return elements }
        var element = elements[0]
        // A modified element is outlined by its modifier's frame (a combined one, by all it combines).
        element.node = node.identity
        if let label = attributes.label { element.label = label }
        if let value = attributes.value { element.value = value }
        if let hint = attributes.hint { element.hint = hint }
        if let identifier = attributes.identifier { element.identifier = identifier }
        var traits = Set(element.traits).union(attributes.addTraits.names).subtracting(attributes.removeTraits.names)
        if traits.contains("button") { traits.remove("staticText") }
        if attributes.adjust != nil { traits.insert("adjustable") }
        element.traits = traits.sorted()
        element.actions = attributes.actions.compactMap(\.name)
        return element.label.isEmpty && element.value == nil ? [] : [element]
    }

    /// The buttons of a tab bar read as tabs with their positions, as VoiceOver reads a
    /// `UITabBar` and a container with `.isTabBar` ("Home, tab, 1 of 4").
    static func tabs(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        let count = elements.filter { $0.traits.contains("button") }.count
        var index = 0
        return elements.map { element in
            guard element.traits.contains("button") else { return element }
            index += 1
            var tab = element
            tab.traits = (tab.traits.filter { $0 != "button" } + ["tab"]).sorted()
            tab.position = "\(index) of \(count)"
            return tab
        }
    }

    /// "chevron.right" → "chevron right", the fallback VoiceOver uses for a symbol without a label.
    static func spokenSymbolName(_ name: String) -> String {
        name.replacingOccurrences(of: ".fill", with: "").replacingOccurrences(of: ".", with: " ")
    }
}

/// Finds what a finger can tap by what VoiceOver reads for it: a `Button`, or a view with
/// `onTapGesture` (whose action runs on a tap as a button's does).
@MainActor
enum ButtonFinder {
    /// The tappable node whose label reads `label`: one whose own elements read so, or the first
    /// tappable node inside a view given that accessibility label.
    static func node(labelled label: String, in nodes: [ViewNode]) -> ViewNode? {
        for node in nodes {
            if isTappable(node), AccessibilityTreeBuilder.read(node).map(\.label).joined(separator: ", ") == label { return node }
            if case let .effect(.accessibility(attributes)) = node.kind, attributes.label == label,
                let tappable = firstTappable(in: node.children)
            {
                return tappable
            }
            if let found = self.node(labelled: label, in: node.reachableChildren) { return found }
        }
        return nil
    }

    /// The action a tap on the node labelled `label` runs; nil for a disabled control, which
    /// ignores taps.
    static func action(labelled label: String, in nodes: [ViewNode]) -> (@MainActor () -> Void)? {
        guard let found = node(labelled: label, in: nodes), found.environment.isEnabled else { return nil }
        return action(of: found)
    }

    /// What tapping `node` does: a button's action or a tap gesture's; nil for anything else.
    static func action(of node: ViewNode) -> (@MainActor () -> Void)? {
        switch node.kind {
        case let .button(action): action
        case let .effect(.tapGesture(_, action)): action
        default: nil
        }
    }

    static func isTappable(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .button, .effect(.tapGesture): true
        default: false
        }
    }

    private static func firstTappable(in nodes: [ViewNode]) -> ViewNode? {
        for node in nodes {
            if isTappable(node) { return node }
            if let tappable = firstTappable(in: node.children) { return tappable }
        }
        return nil
    }
}

extension AccessibilityAttributes {
    /// These attributes laid over `inner`'s: each one set here wins, traits add up.
    func over(_ inner: AccessibilityAttributes) -> AccessibilityAttributes {
        var result = inner
        result.label = label ?? inner.label
        result.hint = hint ?? inner.hint
        result.value = value ?? inner.value
        result.hidden = hidden ?? inner.hidden
        result.sortPriority = sortPriority ?? inner.sortPriority
        result.identifier = identifier ?? inner.identifier
        result.children = children ?? inner.children
        result.addTraits = addTraits.union(inner.addTraits)
        result.removeTraits = removeTraits.union(inner.removeTraits)
        result.adjust = adjust ?? inner.adjust
        result.actions = actions + inner.actions
        return result
    }
}
