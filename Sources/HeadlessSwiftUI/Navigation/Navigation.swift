/// Navigation bar settings (Apple: `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
    /// How the title is shown (Apple: `NavigationBarItem.TitleDisplayMode`).
    public enum TitleDisplayMode: Sendable {
        /// The title's size: the system's choice, inline in the bar, or large below it.
        case automatic, inline, large
    }
}

/// Shows `destination` pushed or presented while its condition holds.
struct PresentationModifier<Destination: View> {
    let isPresented: Binding<Bool>
    let isSheet: Bool
    let onDismiss: (@MainActor () -> Void)?
    let destination: Destination

    nonisolated init(isPresented: Binding<Bool>, isSheet: Bool, onDismiss: (@MainActor () -> Void)?, destination: Destination) {
        self.isPresented = isPresented
        self.isSheet = isSheet
        self.onDismiss = onDismiss
        self.destination = destination
    }
}

extension PresentationModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("PresentationModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let shown = isPresented.wrappedValue
        let binding = isPresented
        let onDismiss = self.onDismiss
        guard isSheet else {
            // A pushed destination is a page of the enclosing stack, which draws it with its bar.
            let node = context.node(.custom("PresentedDestination"), children: content(context))
            if shown {
                let page = PushedPage(view: AnyView(destination)) {
                    binding.wrappedValue = false
                    onDismiss?()
                }
                node.preferences[ObjectIdentifier(PresentedDestinationsKey.self)] = [page]
            }
            return [node]
        }
        // Views inside the presentation can dismiss it (`@Environment(\.dismiss)`).
        var inside = context.environment
        nonisolated(unsafe) let dismissBinding = binding
        inside._dismiss = DismissAction {
            guard dismissBinding.wrappedValue else { return }
            dismissBinding.wrappedValue = false
            onDismiss?()
        }
        let presented = shown ? context.child("presentation", environment: inside).resolve(destination, component: "sheet") : []
        // A swipe or VoiceOver's escape dismisses the sheet unless its content disables that.
        let dismissible = !presented.preference(InteractiveDismissDisabledKey.self)
        let effect = NodeEffect.sheet(
            isPresented: shown,
            dismiss: {
                guard dismissible else { return }
                binding.wrappedValue = false
                onDismiss?()
            })
        return [context.node(.effect(effect), children: content(context) + presented)]
    }
}

extension View {
    /// Pushes `destination` onto the enclosing stack while `isPresented` is true; going back sets
    /// it false.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, isSheet: false, onDismiss: nil, destination: destination()))
    }

    /// Presents `content` in a sheet while `isPresented` is true.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, isSheet: true, onDismiss: onDismiss, destination: content()))
    }

    /// How the navigation bar shows the title.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(EffectModifier(effect: .navigationTitleDisplayMode(displayMode)))
            .preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
    }
}
