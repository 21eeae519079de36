import Foundation

/// How a destination is shown: pushed onto the enclosing stack, in a sheet, or over the whole
/// screen.
enum PresentationKind {
    case push, sheet, cover
}

/// Shows `destination` pushed or presented while its condition holds.
struct PresentationModifier<Destination: View> {
    let isPresented: Binding<Bool>
    let kind: PresentationKind
    let onDismiss: (@MainActor () -> Void)?
    let destination: Destination

    nonisolated init(isPresented: Binding<Bool>, kind: PresentationKind, onDismiss: (@MainActor () -> Void)?, destination: Destination) {
        self.isPresented = isPresented
        self.kind = kind
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
        guard kind != .push else {
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
        // Views inside the presentation can dismiss it (`@Environment(\.dismiss)`); a sheet's
        // stand at the elevated level, a cover's at the base one.
        var inside = context.environment
        inside._isElevated = kind == .sheet
        nonisolated(unsafe) let dismissBinding = binding
        inside._isPresented = true
        inside._dismiss = DismissAction {
            guard dismissBinding.wrappedValue else { return }
            dismissBinding.wrappedValue = false
            onDismiss?()
        }
        let presented = shown ? context.child("presentation", environment: inside).resolve(destination, component: "sheet") : []
        // A swipe, VoiceOver's escape or a tap on the dimming dismisses the sheet unless its
        // content disables that.
        let dismissible = !presented.preference(InteractiveDismissDisabledKey.self)
        let dismiss: @MainActor () -> Void = {
            guard dismissible else { return }
            binding.wrappedValue = false
            onDismiss?()
        }
        let effect = NodeEffect.sheet(isPresented: shown, dismiss: dismiss)
        let page = Self.page(content(context), in: context)
        guard shown else { return [context.node(.effect(effect), children: page)] }
        // The page, the sheet's card, then what it draws over the screen behind it (the display
        // list draws that first).
        return [context.node(.effect(effect), children: page + presentation(of: presented, in: context, dismiss: dismiss))]
    }

    /// The page the sheet is presented from, as one node: several views (a `Group`'s) stand in a
    /// vertical stack, as a modifier's several views are laid out, so the card stays the second
    /// child whatever the page is.
    @MainActor private static func page(_ nodes: [ViewNode], in context: ResolveContext) -> [ViewNode] {
        guard nodes.count != 1 else { return nodes }
        return [context.child("page").node(.stack(.vertical, spacing: nil, alignment: .center), children: nodes)]
    }

    /// The card a presented view stands on, and the dimming or shade behind it, as the view's
    /// presentation modifiers ask (`SheetMetrics`).
    @MainActor private func presentation(of presented: [ViewNode], in context: ResolveContext, dismiss: @escaping @MainActor () -> Void)
        -> [ViewNode]
    {
        let background = presented.preference(PresentationBackgroundKey.self)?.value
        guard kind == .sheet else {
            let cover = SheetCard(content: presented, shape: .cover, background: background)
            return context.resolve(cover, component: "card")
        }
        let screen = context.environment[ScreenSafeAreaKey.self]
        let safeHeight = context.environment[ProposedSizeKey.self].height
        let detentContext = PresentationDetent.Context(
            maxDetentValue: SheetMetrics.maximumDetentValue(safeHeight: safeHeight, hasHomeIndicator: screen.bottom > 0),
            environment: context.environment)
        let detents = presented.preference(PresentationDetentsKey.self) ?? SheetDetents(detents: [.large], selection: nil)
        let value = detents.shown(in: detentContext).value
        let indicator = presented.preference(PresentationDragIndicatorKey.self)
        let card = SheetCard(
            content: presented,
            shape: .sheet(
                detentValue: value, cornerRadius: presented.preference(PresentationCornerRadiusKey.self) ?? SheetMetrics.cornerRadius,
                showsGrabber: indicator == .visible || (indicator == .automatic && detents.detents.count > 1)),
            background: background)
        let interaction = presented.preference(PresentationBackgroundInteractionKey.self)
        let behind: [ViewNode]
        if value >= detentContext.maxDetentValue - 1e-9 {
            behind = context.resolve(RecededPageShade(), component: "behind")
        } else if interaction.leavesUndimmed(at: value, in: detentContext) {
            behind = []
        } else {
            behind = context.resolve(SheetDimming(dismiss: dismiss), component: "behind")
        }
        // The card stands at the elevated level, as the content on it does.
        var elevated = context.environment
        elevated._isElevated = true
        return context.child("elevated", environment: elevated).resolve(card, component: "card") + behind
    }
}
