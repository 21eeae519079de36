/// What the share sheet shows of the items a `ShareLink` shares: a title, an image and an icon
/// (Apple: `SharePreview`). Headless, the share sheet is never presented, so it draws nothing.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview("Morning run", image: Image("run")))
/// ```
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled `titleKey` with an image and an icon.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = Text(titleKey)
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Icon == Never {
    /// A preview titled `titleKey` with an image.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = Text(titleKey)
        self.image = image
        icon = nil
    }
}

extension SharePreview where Image == Never {
    /// A preview titled `titleKey` with an icon.
    nonisolated public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = Text(titleKey)
        image = nil
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with only a title.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        title = Text(titleKey)
        image = nil
        icon = nil
    }
}
