extension View {
    /// A search field that holds `tokens` as well as text (Apple:
    /// `searchable(text:tokens:placement:prompt:token:)`, iOS 16): on iOS each token is a chip
    /// before the typed text, made by `token`. The chip's metrics are not sourced, so the layer draws
    /// the field as `searchable(text:placement:prompt:)` does, with the tokens not shown (D276);
    /// with no tokens, the usual start, the two look alike.
    ///
    /// ```swift
    /// List(results) { Row($0) }
    ///     .searchable(text: $query, tokens: $filters) { filter in Label(filter.name, systemImage: filter.symbol) }
    /// ```
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with tokens whose prompt is a localized key.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with tokens whose presentation is bound to `isPresented`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with tokens the user can edit (Apple:
    /// `searchable(text:editableTokens:placement:prompt:token:)`, iOS 17), drawn as the field alone.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}
