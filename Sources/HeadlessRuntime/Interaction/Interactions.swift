import Foundation
import HeadlessSwiftUI

/// Why an interaction could not be made: nothing on screen answers to `target`.
public struct InteractionError: Error, Equatable, CustomStringConvertible {
    public let target: String
    public let reason: String

    public init(target: String, reason: String) {
        self.target = target
        self.reason = reason
    }

    public var description: String { "\(reason): \"\(target)\"" }
}

extension ViewHost {
    /// Presses and holds the button labelled `label` (its style sees `isPressed`).
    public func press(_ label: String) throws(InteractionError) {
        guard let node = ButtonFinder.node(labelled: label, in: graph.roots) else {
            throw InteractionError(target: label, reason: "no button labelled")
        }
        guard node.environment.isEnabled else { throw InteractionError(target: label, reason: "disabled button labelled") }
        graph.pressedButtons.insert(node.identity)
    }

    /// Lifts the finger from a pressed button, running its action, as a tap completes.
    public func release(_ label: String) throws(InteractionError) {
        guard
            let node = graph.nodes.first(where: {
                graph.pressedButtons.contains($0.identity) && ButtonFinder.node(labelled: label, in: [$0]) != nil
            }),
            let action = ButtonFinder.action(labelled: label, in: [node])
        else {
            throw InteractionError(target: label, reason: "no pressed button labelled")
        }
        graph.pressedButtons.remove(node.identity)
        action()
        update()
    }

    /// Drags the finger off a pressed button and lifts it: the press ends and the action does not
    /// run, as when a tap is cancelled on iOS.
    public func cancelPress(_ label: String) throws(InteractionError) {
        guard
            let node = graph.nodes.first(where: {
                graph.pressedButtons.contains($0.identity) && ButtonFinder.node(labelled: label, in: [$0]) != nil
            })
        else {
            throw InteractionError(target: label, reason: "no pressed button labelled")
        }
        graph.pressedButtons.remove(node.identity)
        update()
    }

    /// The buttons Full Keyboard Access moves through with Tab, in order: every enabled `Button`,
    /// by its accessibility label. Views that only have `onTapGesture` are not focusable.
    public var keyboardFocusOrder: [String] {
        focusableButtons().filter { $0.node.environment.isEnabled }.map(\.label)
    }

    /// Every `Button` in tree order with the label VoiceOver and the keyboard know it by: an
    /// `accessibilityLabel` around it, else what its content reads.
    private func focusableButtons() -> [(node: ViewNode, label: String)] {
        var found: [(node: ViewNode, label: String)] = []
        func walk(_ nodes: [ViewNode], label: String?) {
            for node in nodes {
                var label = label
                if case let .effect(.accessibility(attributes)) = node.kind, let given = attributes.label { label = given }
                if case .button = node.kind {
                    found.append((node, label ?? AccessibilityTreeBuilder.read(node).map(\.label).joined(separator: ", ")))
                    continue
                }
                walk(node.children, label: label)
            }
        }
        walk(graph.roots, label: nil)
        return found
    }

    /// Activates the button labelled `label` from the keyboard (Full Keyboard Access: focus it,
    /// press Space), as iOS does for any enabled `Button`.
    public func activateWithKeyboard(_ label: String) throws(InteractionError) {
        guard let node = focusableButtons().first(where: { $0.label == label })?.node else {
            throw InteractionError(target: label, reason: "no keyboard-focusable button labelled")
        }
        guard node.environment.isEnabled, case let .button(action) = node.kind else {
            throw InteractionError(target: label, reason: "disabled button labelled")
        }
        action()
        update()
    }

    /// Focuses the text field titled `title`, through its `focused(_:)` binding.
    public func focus(_ title: String) throws(InteractionError) {
        guard let binding = Self.focusBinding(for: title, in: graph.roots) else {
            throw InteractionError(target: title, reason: "no focusable text field titled")
        }
        binding.focus(true)
        update()
    }

    /// Whether the text field titled `title` has focus.
    public func isFocused(_ title: String) -> Bool {
        Self.focusBinding(for: title, in: graph.roots)?.isFocused() ?? false
    }

    /// Types `text` into the text field titled `title`, replacing what it held.
    public func type(_ text: String, into title: String) throws(InteractionError) {
        guard
            let field = graph.nodes.lazy.compactMap({ node -> TextFieldState? in
                if case let .textField(state) = node.kind, state.title == title { state } else { nil }
            }).first
        else {
            throw InteractionError(target: title, reason: "no text field titled")
        }
        field.type(text)
        update()
    }

    /// The text of the field titled `title`.
    public func text(of title: String) -> String? {
        graph.nodes.lazy.compactMap { node -> String? in
            if case let .textField(state) = node.kind, state.title == title { state.value } else { nil }
        }.first
    }

    /// Presses the `index`th view with a gesture long enough for a long press: the press goes down
    /// (`true`), then the gesture ends. Gestures of other kinds ignore it.
    public func longPress(gesture index: Int = 0) throws(InteractionError) {
        let handler = try gestureHandler(at: index)
        handler.changed(true)
        update()
        handler.ended(true)
        update()
    }

    /// The handler of the `index`th view with a gesture, in tree order.
    private func gestureHandler(at index: Int) throws(InteractionError) -> AnyGestureHandler {
        let handlers = graph.nodes.compactMap { node -> AnyGestureHandler? in
            if case let .effect(.gesture(handler)) = node.kind { handler } else { nil }
        }
        guard handlers.indices.contains(index) else {
            throw InteractionError(target: "gesture \(index)", reason: "no gesture at index")
        }
        return handlers[index]
    }

    /// Drags the `index`th view with a gesture by `translation`, in `steps` moves, ending with `velocity`
    /// (points per second), as a finger would.
    public func drag(gesture index: Int = 0, by translation: CGSize, velocity: CGSize = .zero, steps: Int = 4) throws(InteractionError) {
        let handler = try gestureHandler(at: index)
        let start = CGPoint.zero
        let count = max(steps, 1)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            let location = CGPoint(x: translation.width * fraction, y: translation.height * fraction)
            let value = DragGesture.Value(
                time: Date(timeIntervalSinceReferenceDate: time), location: location,
                startLocation: start, velocity: step == count ? velocity : .zero)
            if step == count { handler.ended(value) } else { handler.changed(value) }
            if step < count { update() }
        }
        update()
    }

    /// Pinches the `index`th view with a gesture to `magnification` (2 spreads the fingers twice as
    /// far apart), in `steps` moves from 1, as `MagnifyGesture` and `MagnificationGesture` report it:
    /// each move changes the value, and the last ends the gesture with it.
    ///
    /// ```swift
    /// try host.magnify(to: 2)
    /// ```
    public func magnify(gesture index: Int = 0, to magnification: CGFloat, steps: Int = 4) throws(InteractionError) {
        try moveTwoFingers(gesture: index, steps: steps) { fraction in
            let scale = 1 + (magnification - 1) * fraction
            let value = MagnifyGesture.Value(
                time: Date(timeIntervalSinceReferenceDate: time), magnification: scale, velocity: 0, startAnchor: .center,
                startLocation: .zero)
            return [value, scale]
        }
    }

    /// Turns two fingers on the `index`th view with a gesture by `angle`, in `steps` moves, as
    /// `RotateGesture` and `RotationGesture` report it.
    ///
    /// ```swift
    /// try host.rotate(by: .degrees(90))
    /// ```
    public func rotate(gesture index: Int = 0, by angle: Angle, steps: Int = 4) throws(InteractionError) {
        try moveTwoFingers(gesture: index, steps: steps) { fraction in
            let turned = fraction == 1 ? angle : Angle.degrees(angle.degrees * Double(fraction))
            let value = RotateGesture.Value(
                time: Date(timeIntervalSinceReferenceDate: time), rotation: turned, velocity: .zero, startAnchor: .center,
                startLocation: .zero)
            return [value, turned]
        }
    }

    /// Moves two fingers on the `index`th view with a gesture in `steps` moves: each move changes
    /// the gesture's value to `values(fraction)` (the fraction of the way, 1 at the last), then the
    /// fingers lift and end it with the last. Each handler takes the value of its own gesture's type
    /// among `values` (the current gesture's and the older one's) and ignores the other.
    private func moveTwoFingers(gesture index: Int, steps: Int, values: (CGFloat) -> [Any]) throws(InteractionError) {
        let handler = try gestureHandler(at: index)
        let count = max(steps, 1)
        for step in 1...count {
            let current = values(CGFloat(step) / CGFloat(count))
            current.forEach { handler.changed($0) }
            if step == count { current.forEach { handler.ended($0) } }
            update()
        }
    }

    /// Drags the frontmost sheet down by `translation` points and lets go with `velocity` (points
    /// per second). It dismisses when it has travelled a third of the screen, or when its predicted
    /// end (UIKit's projection: translation + velocity × 0.25 s) passes half of it; otherwise it
    /// springs back (decision D30).
    public func dragSheet(by translation: CGFloat, velocity: CGFloat = 0) throws(InteractionError) {
        guard let sheet = graph.nodes.last(where: { if case .effect(.sheet(true, _)) = $0.kind { true } else { false } }),
            case let .effect(.sheet(_, dismiss)) = sheet.kind, sheet.children.count > 1
        else {
            throw InteractionError(target: "sheet", reason: "no presented sheet")
        }
        let key = AnimatableKey(identity: sheet.children[1].identity, property: .offsetY)
        let height = device.size.height
        timeline.hold(key, at: max(translation, 0))
        if translation > height / 3 || translation + velocity / 4 > height / 2 {
            dismiss()
            update()
        } else {
            timeline.release(key, to: 0, animation: .spring(response: 0.45, dampingFraction: 0.85))
        }
    }

    private static func focusBinding(for title: String, in nodes: [ViewNode]) -> FocusBinding? {
        for node in nodes {
            if case let .effect(.focus(binding)) = node.kind,
                node.preOrder.contains(where: { if case let .textField(state) = $0.kind { state.title == title } else { false } })
            {
                return binding
            }
            if let binding = focusBinding(for: title, in: node.children) { return binding }
        }
        return nil
    }
}
