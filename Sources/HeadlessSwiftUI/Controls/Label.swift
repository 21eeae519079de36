import Foundation

/// A title with an icon (Apple: `Label`): the icon, then the title, unless a `labelStyle(_:)`
/// above it shows only one.
///
/// ```swift
/// Label("Streak", systemImage: "flame.fill")
/// Label { Text("Sam") } icon: { Image("avatar", bundle: .module).resizable().frame(width: 24, height: 24) }
/// ```
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    @Environment(\._labelStyle) private var style

    /// A label with a title and an icon built by the closures.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label: View {
    /// The label as its style draws it, read by VoiceOver as its title whatever the style shows
    /// (Apple: "the title of the label is still used for non-visual descriptions", `iconOnly`).
    @ViewBuilder public var body: some View {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(title)), icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
        let styled =
            style.map { AnyView($0(configuration)) } ?? AnyView(TitleAndIconLabelStyle().makeBody(configuration: configuration))
        if let text = title as? Text {
            styled.accessibilityElement(children: .ignore).accessibilityLabel(text)
        } else {
            styled
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title shown verbatim and an SF Symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and a bundle image.
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
