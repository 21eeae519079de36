/// The destinations views declare for pushed values, by the values' type
/// (`navigationDestination(for:destination:)`): the first declared for a type wins.
struct NavigationDestinationsKey: PreferenceKey {
    static var defaultValue: [NavigationDestination] { [] }

    static func reduce(value: inout [NavigationDestination], nextValue: () -> [NavigationDestination]) {
        value += nextValue()
    }
}

/// A view for each value of one type.
struct NavigationDestination {
    let type: ObjectIdentifier
    let view: @MainActor (AnyHashable) -> AnyView?
}

extension [NavigationDestination] {
    /// The page for `value`, from the first destination declared for its type.
    @MainActor func page(for value: AnyHashable) -> AnyView? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        return first { $0.type == type }?.view(value)
    }
}

/// The destinations presented with `navigationDestination(isPresented:destination:)` inside a
/// page, pushed above it in tree order.
struct PresentedDestinationsKey: PreferenceKey {
    static var defaultValue: [PushedPage] { [] }

    static func reduce(value: inout [PushedPage], nextValue: () -> [PushedPage]) {
        value += nextValue()
    }
}

/// A page of a navigation stack before it is resolved: its view and how to go back from it (a
/// path value removed, a linked view removed, a presenting binding set false).
struct PushedPage {
    let view: AnyView
    let pop: @MainActor () -> Void
}

/// Whether a page hides its back button (`navigationBarBackButtonHidden(_:)`): any view of it can.
struct BackButtonHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

extension View {
    /// Shows `destination` for each value of type `data` pushed on the enclosing stack (Apple:
    /// `navigationDestination(for:destination:)`), by a `NavigationLink(value:)` or the stack's path.
    ///
    /// ```swift
    /// List(workouts) { workout in NavigationLink(workout.name, value: workout) }
    ///     .navigationDestination(for: Workout.self) { workout in WorkoutDetail(workout) }
    /// ```
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let destination = UncheckedSendable(destination)
        let entry = NavigationDestination(type: ObjectIdentifier(D.self)) { value in
            (value.base as? D).map { AnyView(destination.value($0)) }
        }
        return preference(key: NavigationDestinationsKey.self, value: [entry])
    }

    /// Hides the back button of a pushed view (Apple: `navigationBarBackButtonHidden(_:)`), for a
    /// page that offers its own way back.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
    }
}
