import Foundation

// The confirmation dialog forms titled with a `Text` or presenting data (Apple:
// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` and relatives).

extension View {
    /// A confirmation dialog titled with a `Text`.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            ConfirmationDialogModifier<A, EmptyView>(
                title: title, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// A confirmation dialog titled with a `Text`, with a message.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            ConfirmationDialogModifier(
                title: title, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// A confirmation dialog for `data`, titled with a localized key: shown while `isPresented`
    /// is true and `data` is not nil, its buttons made from the data.
    ///
    /// ```swift
    /// .confirmationDialog("Remove", isPresented: $confirming, presenting: item) { item in
    ///     Button("Remove \(item.name)", role: .destructive) { remove(item) }
    /// }
    /// ```
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// A confirmation dialog for `data`, titled verbatim.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// A confirmation dialog for `data`, titled with a `Text`.
    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            ConfirmationDialogModifier<A?, EmptyView>(
                title: title, titleVisibility: titleVisibility, isPresented: isPresented.presenting(data != nil),
                actions: data.map(actions), message: nil))
    }

    /// A confirmation dialog for `data` with a message, titled with a localized key.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: message)
    }

    /// A confirmation dialog for `data` with a message, titled verbatim.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: message)
    }

    /// A confirmation dialog for `data` with a message, titled with a `Text`.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            ConfirmationDialogModifier(
                title: title, titleVisibility: titleVisibility, isPresented: isPresented.presenting(data != nil),
                actions: data.map(actions), message: data.map(message)))
    }
}
