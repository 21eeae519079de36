/// The toolbar items the views of a navigation stack's top view ask for, in tree order.
struct ToolbarKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }

    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value += nextValue()
    }
}

// Apple's two `toolbar(content:)` overloads, one for views and one for toolbar content, keep their names.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
    /// Items for the navigation bar of the stack showing this view, trailing on iPhone (Apple:
    /// `toolbar(content:)` with views).
    ///
    /// ```swift
    /// List { ... }.toolbar { EditButton() }
    /// ```
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = UncheckedSendable(content())
        return PreferenceWriter<Self, ToolbarKey>(content: self) { [ToolbarEntry(placement: .automatic, content: AnyView(items.value))] }
    }

    /// Items for the navigation bar or the bottom toolbar, each at its placement (Apple:
    /// `toolbar(content:)` with `ToolbarItem`s).
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .topBarLeading) { EditButton() }
    ///     ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
    /// }
    /// ```
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = UncheckedSendable(content())
        return PreferenceWriter<Self, ToolbarKey>(content: self) { items.value.entries() }
    }
}

/// A button that toggles the edit mode of the list around it, titled "Edit", or "Done" while
/// editing (Apple: `EditButton`), in the locale's language. Headless lists have no edit mode yet,
/// so it reads "Edit".
///
/// ```swift
/// .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    /// An edit button.
    nonisolated public init() {}

    public var body: some View {
        Button {
        } label: {
            SystemWord.edit.text
        }
    }
}
