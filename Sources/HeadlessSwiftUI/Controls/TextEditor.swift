/// A view that shows and edits long, multiline text (Apple: `TextEditor`).
///
/// It takes all the space it is offered, as the `UITextView` behind it does on iOS, and lays its
/// text out from the top leading corner inside UIKit's default margins: the text container's
/// inset of 8 pt above and below (Apple: `UITextView.textContainerInset`, "(8, 0, 8, 0)") and the
/// line fragment padding of 5 pt on each side (Apple: `NSTextContainer.lineFragmentPadding`,
/// "5.0"). The text is in the environment's font, the body style by default.
///
/// ```swift
/// Form {
///     Section("Notes") {
///         TextEditor(text: $notes).frame(minHeight: 120)
///     }
/// }
/// ```
public struct TextEditor {
    let text: Binding<String>

    /// A text editor that shows and edits `text`.
    nonisolated public init(text: Binding<String>) {
        self.text = text
    }

    /// UIKit's text container inset above and below the text.
    static let containerInset: CGFloat = 8
    /// UIKit's line fragment padding before and after each line.
    static let lineFragmentPadding: CGFloat = 5
}

extension TextEditor: View {
    /// The editor's text inside UIKit's margins, in the environment's font, filling the space offered.
    public var body: some View {
        let value = text.wrappedValue
        return Text(verbatim: value)
            .padding(
                EdgeInsets(
                    top: TextEditor.containerInset, leading: TextEditor.lineFragmentPadding, bottom: TextEditor.containerInset,
                    trailing: TextEditor.lineFragmentPadding)
            )
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .accessibilityElement(children: .ignore)
            .accessibilityValue(Text(verbatim: value))
    }
}

/// The look of text editors (Apple: `TextEditorStyle`, iOS 17).
@MainActor @preconcurrency
public protocol TextEditorStyle {}

/// The platform's default text editor (Apple: `AutomaticTextEditorStyle`).
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The automatic style.
    nonisolated public init() {}
}

/// A text editor with no decoration (Apple: `PlainTextEditorStyle`).
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    nonisolated public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's default.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// No decoration; on iOS the same as the automatic style.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// The style of the text editors inside this view (Apple: `textEditorStyle(_:)`). On iOS both
    /// styles draw the same, so this changes nothing drawn.
    nonisolated public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
