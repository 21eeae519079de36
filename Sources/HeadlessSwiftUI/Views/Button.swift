/// A control that runs an action when tapped (Apple: `Button`).
public struct Button<Label: View> {
    var action: @MainActor () -> Void
    let label: Label
    var role: ButtonRole?

    /// A button that runs `action` when tapped, drawn as `label`.
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// A button with a role: a destructive one draws in the system red where a button draws in the tint.
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: Never { bodyError() }
}

extension Button where Label == Text {
    /// A button with a localized title.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a title shown verbatim.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        // In an alert a button dismisses it after its action, and a cancel button's title is semibold.
        if let dismiss = context.environment[AlertDismissKey.self].binding {
            var inner = self
            let action = self.action
            inner.action = {
                action()
                dismiss.wrappedValue = false
            }
            var values = context.environment
            values[AlertDismissKey.self] = AlertDismiss(binding: nil)
            // A disabled action's title is gray: measured on UIKit's alert, black at 40% over the card.
            let shown = context.environment.isEnabled ? AnyView(inner) : AnyView(inner.foregroundStyle(AlertMetrics.disabledTitle))
            let styled =
                role == .cancel
                ? AnyView(TraitWriter(content: shown.fontWeight(.semibold), key: AlertCancelTrait.self, value: true)) : shown
            return context.child("alertButton", environment: values).resolve(styled, component: "button")
        }
        if role == .destructive, !context.environment._isToolbarItem {
            var plain = self
            plain.role = nil
            return context.resolve(plain.tint(Color.red), component: "destructive")
        }
        let label = self.label
        if let primitive = context.environment[PrimitiveButtonStyleKey.self] {
            // The style's body is the button: the buttons it makes from the configuration take the
            // styles set inside it, not this one again.
            let configuration = PrimitiveButtonStyleConfiguration(
                label: PrimitiveButtonStyleConfiguration.Label { placed in placed.resolve(label, component: "label") },
                action: action)
            var values = context.environment
            values[PrimitiveButtonStyleKey.self] = nil
            return context.child("primitiveStyle", environment: values).resolve(primitive(configuration), component: "body")
        }
        guard let style = context.environment[ButtonStyleKey.self] else {
            return [context.node(.button(action: action), children: context.resolve(label, component: "label"))]
        }
        // The label resolves where the style places it, in the environment the style sets there
        // (a `font` or `fontWeight` on `configuration.label` reaches its text, as in SwiftUI).
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label { placed in placed.resolve(label, component: "label") },
            isPressed: context.graph.pressedButtons.contains(context.path))
        return [context.node(.button(action: action), children: context.resolve(style(configuration), component: "style"))]
    }
}

extension Button: View {}
