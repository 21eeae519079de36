/// A control that runs an action when tapped (Apple: `Button`).
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label

    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { bodyError() }
}

extension Button where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let label = context.resolve(self.label, component: "label")
        guard let style = context.environment[ButtonStyleKey.self] else {
            return [context.node(.button(action: action), children: label)]
        }
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(nodes: label),
            isPressed: context.graph.pressedButtons.contains(context.path))
        return [context.node(.button(action: action), children: context.resolve(style(configuration), component: "style"))]
    }
}

extension Button: View {}
