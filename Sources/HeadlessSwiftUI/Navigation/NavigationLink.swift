/// A view that pushes a destination, or a value, onto the enclosing navigation stack when tapped
/// (Apple: `NavigationLink`). In a list row it draws its label in the label's own color with a
/// disclosure chevron at the row's trailing edge (`chevron.forward`, pointing left right to left); elsewhere, like a button, in the tint.
/// A tap pushes onto the enclosing `NavigationStack`; a link with a nil value is disabled, as
/// Apple documents.
///
/// ```swift
/// NavigationLink("Units", value: Route.units)
/// NavigationLink { WorkoutDetail(workout) } label: { WorkoutRow(workout) }
/// ```
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    /// What a tap pushes; nil for a link to a nil value.
    let request: UncheckedSendable<NavigationPushRequest>?
    /// The binding an older link (`isActive:`, `tag:selection:`) sets to show its destination.
    var activation: UncheckedSendable<Binding<Bool>>?

    public var body: Never { bodyError() }
}

extension NavigationLink {
    /// A link that pushes `destination`, drawn as `label`.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination())
    }

    /// A link that pushes `destination`, drawn as `label` (the older spelling).
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination)
    }

    nonisolated init(label: Label, destination: Destination) {
        self.label = label
        self.request = UncheckedSendable(.view(AnyView(destination)))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key that pushes `destination`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), destination: destination())
    }

    /// A link titled verbatim that pushes `destination`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), destination: destination())
    }

    /// A link titled with a localized key that pushes `destination` (the older spelling).
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey), destination: destination)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, which a `navigationDestination(for:destination:)` shows.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: value)
    }

    nonisolated init<P: Hashable>(label: Label, value: P?) {
        self.label = label
        self.request = value.map { UncheckedSendable(.value(AnyHashable($0))) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized key that pushes `value`.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey), value: value)
    }

    /// A link titled verbatim that pushes `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), value: value)
    }
}

extension NavigationLink: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        guard let isActive = activation?.value, case let .view(destination)? = request?.value else {
            return context.resolve(NavigationLinkBody(label: label, request: request), component: "link")
        }
        // An older link is a link that sets its binding, over the destination that binding
        // presents: the migration Apple's deprecation message names.
        return context.resolve(
            NavigationLinkBody(label: label, request: nil, activation: isActive)
                .navigationDestination(isPresented: isActive) { destination },
            component: "link")
    }
}

/// A navigation link's look: a row with a trailing chevron in a list, a button elsewhere.
@MainActor
struct NavigationLinkBody<Label: View>: View {
    let label: Label
    let request: UncheckedSendable<NavigationPushRequest>?
    /// The binding a tap sets true instead of pushing, for an older link.
    var activation: Binding<Bool>?
    @Environment(\._listRow) private var listRow
    @Environment(\._navigationPush) private var navigation
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        // Outside a navigation stack there is nothing to push onto: the link is disabled, as on
        // iOS; a disabled link's row is drawn at half opacity (measured on iOS 18.2: its title
        // black at 50%, its chevron faded as much, D277, D287).
        let enabled = isEnabled && (request != nil || activation != nil) && navigation != nil
        links
            .opacity(listRow != nil && !enabled ? ListMetrics.disabledRowOpacity : 1)
            .disabled(!enabled)
    }

    private func push() {
        if let activation {
            activation.wrappedValue = true
        } else if let request {
            navigation?.push(request.value)
        }
    }

    @ViewBuilder private var links: some View {
        if listRow != nil {
            Button(action: push) {
                HStack(spacing: 0) {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.forward")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(ListMetrics.disclosureIndicator)
                        .padding(.leading, 8)
                        .accessibilityHidden(true)
                }
            }
            .buttonStyle(.plain)
        } else {
            Button(action: push) {
                label
            }
        }
    }
}
