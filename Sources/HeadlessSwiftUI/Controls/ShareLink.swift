import Foundation

/// A button that presents the share sheet for one or more items (Apple: `ShareLink`, iOS 16),
/// with Apple's initializers: items or one item, a URL or a string or any `Transferable` with a
/// `SharePreview`, a title or a label of your own.
///
/// Drawn as iOS draws it at rest: its label in the tint, as a borderless button. The default
/// label is "Share" (or the title given) with the `square.and.arrow.up` symbol (Apple:
/// `DefaultShareLinkLabel`); VoiceOver reads "Share, button". Headless, a tap presents no sheet.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/workouts/42")!)
/// ShareLink("Share the route", item: route.url)
/// ```
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>
where Data.Element: Transferable {
    let label: Label

    public var body: Never { bodyError() }

    /// A link that shares `items`, each with a preview, drawn as `label`.
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    nonisolated init(drawing label: Label) {
        self.label = label
    }
}

extension ShareLink {
    /// A link that shares one item with a preview, drawn as `label`.
    nonisolated public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(drawing: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// A link that shares URLs, drawn as `label`.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(drawing: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// A link that shares strings, drawn as `label`.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(drawing: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link that shares a URL, drawn as `label`.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(drawing: label())
    }

    /// A link that shares a string, drawn as `label`.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(drawing: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link that shares `items` with previews, labelled "Share".
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(drawing: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` that shares `items` with previews.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(drawing: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` that shares `items` with previews.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(drawing: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` that shares `items` with previews.
    nonisolated public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(drawing: DefaultShareLinkLabel(title: title))
    }

    /// A link that shares one item with a preview, labelled "Share".
    nonisolated public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(drawing: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` that shares one item with a preview.
    nonisolated public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(drawing: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` that shares one item with a preview.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(drawing: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` that shares one item with a preview.
    nonisolated public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(drawing: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// A link that shares URLs, labelled "Share".
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(drawing: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` that shares URLs.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(drawing: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` that shares URLs.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(drawing: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` that shares URLs.
    nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(drawing: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// A link that shares strings, labelled "Share".
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(drawing: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` that shares strings.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(drawing: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` that shares strings.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(drawing: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` that shares strings.
    nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(drawing: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link that shares a URL, labelled "Share".
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(drawing: DefaultShareLinkLabel(title: nil))
    }

    /// A link that shares a string, labelled "Share".
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(drawing: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` that shares a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(drawing: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `titleKey` that shares a string.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(drawing: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` that shares a URL.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(drawing: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled `title` that shares a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(drawing: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` that shares a URL.
    nonisolated public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(drawing: DefaultShareLinkLabel(title: title))
    }

    /// A link titled with `title` that shares a string.
    nonisolated public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(drawing: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(
            Button {
            } label: {
                label
            }, component: "share")
    }
}
