import Foundation

/// An alert as iOS 13 and 14 code builds one (Apple: `Alert`, deprecated for
/// `alert(_:isPresented:actions:message:)`): a title, a message and up to two buttons. It draws as
/// the alert of `alert(_:isPresented:actions:message:)` does, OK when it has no button.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///     Alert(title: Text("Sync failed"), message: Text("Try again later."), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, or OK when `dismissButton` is nil.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons side by side (a cancel button leading, as iOS places it).
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or an action sheet (Apple: `Alert.Button`).
    public struct Button {
        let role: ButtonRole?
        let label: Text?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(role: nil, label: label, action: action)
        }

        /// A cancel button titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(role: .cancel, label: label, action: action)
        }

        /// A cancel button titled with the system's Cancel, in the environment's language.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(role: .cancel, label: nil, action: action)
        }

        /// A destructive button, drawn red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(role: .destructive, label: label, action: action)
        }
    }
}

/// The buttons of an `Alert` or an `ActionSheet` as the buttons of the newer presentation
/// modifiers.
@MainActor
struct ClassicPresentationButtons: View {
    nonisolated(unsafe) let buttons: [Alert.Button]

    nonisolated init(buttons: [Alert.Button]) {
        self.buttons = buttons
    }

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            HeadlessSwiftUI.Button(role: button.role) {
                button.action?()
            } label: {
                button.label ?? SystemWord.cancel.text
            }
        }
    }
}

extension View {
    /// Shows `content()`'s alert while `isPresented` is true (Apple: `alert(isPresented:content:)`).
    ///
    /// ```swift
    /// .alert(isPresented: $confirming) {
    ///     Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { delete() }, secondaryButton: .cancel())
    /// }
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(
            AlertModifier(
                title: alert.title, isPresented: isPresented, actions: ClassicPresentationButtons(buttons: alert.buttons),
                message: alert.message))
    }

    /// Shows the alert `content` makes for `item` while it is not nil, and sets it to nil when a
    /// button is tapped (Apple: `alert(item:content:)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(
            AlertModifier(
                title: alert?.title ?? Text(verbatim: ""), isPresented: item.isPresentedBinding(),
                actions: ClassicPresentationButtons(buttons: alert?.buttons ?? []), message: alert?.message))
    }
}
