/// `NavigationLink`'s spellings from before `NavigationStack` (Apple: deprecated in iOS 16, and
/// still compiled by apps written against iOS 13 to 15): a link bound to a Boolean, or to a tag
/// of an optional selection, shows its destination while the binding says so, and a tap sets it.
/// Here such a link is a link that sets its binding over `navigationDestination(isPresented:)`,
/// the migration Apple's deprecation message names (D296).
///
/// ```swift
/// NavigationLink(destination: WorkoutDetail(), isActive: $showsDetail) { Text("Detail") }
/// NavigationLink("Units", destination: UnitsPage(), tag: Route.units, selection: $route)
/// ```
extension NavigationLink {
    /// A link that shows `destination` while `isActive` is true, drawn as `label`.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination)
        activation = UncheckedSendable(isActive)
    }

    /// A link that shows `destination` while `isActive` is true, drawn as `label` (closures).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that shows `destination` while `selection` is `tag`, drawn as `label`.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: Self.isActive(tag: tag, selection: selection), label: label)
    }

    /// A link that shows `destination` while `selection` is `tag`, drawn as `label` (closures).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// True while `selection` is `tag`; set true, it selects `tag`, set false, it clears the
    /// selection, as popping an older link's destination does.
    nonisolated static func isActive<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
        Binding(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key that shows `destination` while `isActive` is true.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled verbatim that shows `destination` while `isActive` is true.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled with a localized key that shows `destination` while `isActive` is true (a
    /// closure).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination(), isActive: isActive)
    }

    /// A link titled verbatim that shows `destination` while `isActive` is true (a closure).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination(), isActive: isActive)
    }

    /// A link titled with a localized key that shows `destination` while `selection` is `tag`.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled verbatim that shows `destination` while `selection` is `tag`.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

    /// A link titled with a localized key that shows `destination` while `selection` is `tag` (a
    /// closure).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(titleKey, destination: destination(), tag: tag, selection: selection)
    }

    /// A link titled verbatim that shows `destination` while `selection` is `tag` (a closure).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(title, destination: destination(), tag: tag, selection: selection)
    }
}
