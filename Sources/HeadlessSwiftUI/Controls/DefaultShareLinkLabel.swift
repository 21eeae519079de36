/// The label of a `ShareLink` given no label of its own: its title ("Share" when it has none)
/// beside the `square.and.arrow.up` symbol (Apple: `DefaultShareLinkLabel`).
public struct DefaultShareLinkLabel: View {
    let title: Text?

    nonisolated init(title: Text?) {
        self.title = title
    }

    public var body: some View {
        Label {
            title ?? SystemWord.share.text
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
