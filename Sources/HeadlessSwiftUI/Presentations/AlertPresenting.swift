import Foundation

// The alert forms that present data or an error (Apple: `alert(_:isPresented:presenting:actions:)`,
// `alert(isPresented:error:actions:)` and relatives): shown while `isPresented` is true and the
// data is there, the closures given the data.

extension View {
    /// An alert titled with a `Text`, with `actions` as its buttons (Apple: `alert(_:isPresented:actions:)`).
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier<A, EmptyView>(title: title, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// An alert for `data`, titled with a localized key: shown while `isPresented` is true and
    /// `data` is not nil, its buttons made from the data.
    ///
    /// ```swift
    /// .alert("Delete \(workout?.name ?? "")?", isPresented: $confirming, presenting: workout) { workout in
    ///     Button("Delete", role: .destructive) { delete(workout) }
    /// }
    /// ```
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert for `data`, titled verbatim.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert for `data`, titled with a `Text`.
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            AlertModifier<A?, EmptyView>(
                title: title, isPresented: isPresented.presenting(data != nil), actions: data.map(actions), message: nil))
    }

    /// An alert for `data` with a message, titled with a localized key.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert for `data` with a message, titled verbatim.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert for `data` with a message, titled with a `Text`.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: title, isPresented: isPresented.presenting(data != nil), actions: data.map(actions),
                message: data.map(message)))
    }

    /// An alert for an error, titled with its `errorDescription`.
    ///
    /// ```swift
    /// .alert(isPresented: $showsError, error: syncError) {
    ///     Button("OK") {}
    /// }
    /// ```
    nonisolated public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier<A, EmptyView>(
                title: Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented.presenting(error != nil),
                actions: actions(), message: nil))
    }

    /// An alert for an error with a message, titled with its `errorDescription`.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented.presenting(error != nil),
                actions: error.map(actions), message: error.map(message)))
    }
}
