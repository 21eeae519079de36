/// Where a search field's suggestions show (Apple: `SearchSuggestionsPlacement`, iOS 16).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let kind: Int

    /// The platform's choice.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 0) }
    /// In a menu under the field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 1) }
    /// In place of the searched content.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 2) }

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int
        /// In a menu under the field.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1) }
        /// In place of the searched content.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 2) }
        /// A set from its raw value.
        nonisolated public init(rawValue: Int) { self.rawValue = rawValue }
    }
}

/// Suggestions for a search field (Apple: `searchSuggestions(_:)`, iOS 16). iOS shows them while
/// the search is active; the layer's search field is at rest (D244), so they are not drawn, the
/// picture iOS shows before the field is tapped.
extension View {
    /// Suggests completions to the search field of this view.
    ///
    /// ```swift
    /// List(results) { Text($0.name) }
    ///     .searchable(text: $query)
    ///     .searchSuggestions { Text("Intervals").searchCompletion("Intervals") }
    /// ```
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Shows or hides the suggestions in `placements` (Apple: `searchSuggestions(_:for:)`).
    nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        self
    }

    /// The text a suggestion puts into the search field when chosen (Apple: `searchCompletion(_:)`).
    nonisolated public func searchCompletion(_ completion: String) -> some View { self }
}
