/// A row of a `ForEach` made with `editActions:` (Apple: `EditableCollectionContent`): the row
/// itself; the delete and move it offers are, like `onDelete(perform:)`, not drawn by the headless
/// list, which shows rows at rest.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
    let actions: EditActions<Data>

    nonisolated init(content: Content, actions: EditActions<Data>) {
        self.content = content
        self.actions = actions
    }
}

extension EditableCollectionContent: View where Content: View {
    /// The row.
    public var body: some View { content }
}
