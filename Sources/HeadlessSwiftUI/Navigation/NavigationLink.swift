/// A view that pushes a destination, or a value, onto the enclosing navigation stack when tapped
/// (Apple: `NavigationLink`). In a list row it draws its label in the label's own color with a
/// disclosure chevron at the row's trailing edge (`chevron.forward`, pointing left right to left); elsewhere, like a button, in the tint.
/// Headless, a tap pushes nothing yet (docs/swiftui-subset.md).
///
/// ```swift
/// NavigationLink("Units", value: Route.units)
/// NavigationLink { WorkoutDetail(workout) } label: { WorkoutRow(workout) }
/// ```
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label

    public var body: Never { bodyError() }
}

extension NavigationLink {
    /// A link that pushes `destination`, drawn as `label`.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link that pushes `destination`, drawn as `label` (the older spelling).
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key that pushes `destination`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// A link titled verbatim that pushes `destination`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    /// A link titled with a localized key that pushes `destination` (the older spelling).
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, which a `navigationDestination(for:destination:)` shows.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized key that pushes `value`.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    /// A link titled verbatim that pushes `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

extension NavigationLink: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(NavigationLinkBody(label: label), component: "link")
    }
}

/// A navigation link's look: a row with a trailing chevron in a list, a button elsewhere.
@MainActor
struct NavigationLinkBody<Label: View>: View {
    let label: Label
    @Environment(\._listRow) private var listRow

    var body: some View {
        if listRow != nil {
            Button {
            } label: {
                HStack(spacing: 0) {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.forward")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(Color(uiColor: .tertiaryLabel))
                        .padding(.leading, 8)
                        .accessibilityHidden(true)
                }
            }
            .buttonStyle(.plain)
        } else {
            Button {
            } label: {
                label
            }
        }
    }
}

extension View {
    /// Shows `destination` for each value of type `data` pushed on the enclosing stack (Apple:
    /// `navigationDestination(for:destination:)`). Headless, nothing is pushed yet.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        self
    }
}
