extension View {
    /// Puts `leading` and `trailing` in the navigation bar (Apple:
    /// `navigationBarItems(leading:trailing:)`, deprecated for `toolbar(content:)`): drawn as
    /// toolbar items at `.navigationBarLeading` and `.navigationBarTrailing`.
    ///
    /// ```swift
    /// List { ... }.navigationBarItems(trailing: Button("Add") { add() })
    /// ```
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let items = UncheckedSendable((AnyView(leading), AnyView(trailing)))
        return PreferenceWriter<Self, ToolbarKey>(content: self) {
            [
                ToolbarEntry(placement: .navigationBarLeading, content: items.value.0),
                ToolbarEntry(placement: .navigationBarTrailing, content: items.value.1),
            ]
        }
    }

    /// Puts `leading` at the leading end of the navigation bar (Apple: `navigationBarItems(leading:)`).
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        let item = UncheckedSendable(AnyView(leading))
        return PreferenceWriter<Self, ToolbarKey>(content: self) { [ToolbarEntry(placement: .navigationBarLeading, content: item.value)] }
    }

    /// Puts `trailing` at the trailing end of the navigation bar (Apple: `navigationBarItems(trailing:)`).
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        let item = UncheckedSendable(AnyView(trailing))
        return PreferenceWriter<Self, ToolbarKey>(content: self) { [ToolbarEntry(placement: .navigationBarTrailing, content: item.value)] }
    }
}
