import Foundation

/// An action sheet as iOS 13 and 14 code builds one (Apple: `ActionSheet`, deprecated for
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`): drawn as that dialog is, with
/// its title shown.
///
/// ```swift
/// .actionSheet(isPresented: $choosing) {
///     ActionSheet(title: Text("Share workout"), buttons: [.default(Text("Messages")) { share() }, .cancel()])
/// }
/// ```
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet titled `title` with `buttons` (Cancel alone by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button of an action sheet: an alert's button.
    public typealias Button = Alert.Button
}

extension View {
    /// Shows `content()`'s action sheet while `isPresented` is true (Apple:
    /// `actionSheet(isPresented:content:)`).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(
            ConfirmationDialogModifier(
                title: sheet.title, titleVisibility: .visible, isPresented: isPresented,
                actions: ClassicPresentationButtons(buttons: sheet.buttons), message: sheet.message))
    }

    /// Shows the action sheet `content` makes for `item` while it is not nil (Apple:
    /// `actionSheet(item:content:)`).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return modifier(
            ConfirmationDialogModifier(
                title: sheet?.title ?? Text(verbatim: ""), titleVisibility: .visible, isPresented: item.isPresentedBinding(),
                actions: ClassicPresentationButtons(buttons: sheet?.buttons ?? []), message: sheet?.message))
    }
}
