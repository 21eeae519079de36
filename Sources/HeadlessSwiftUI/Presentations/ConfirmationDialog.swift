/// UIKit's action sheet on iPhone (`UIAlertController` with `.actionSheet`), in points: cards 8 pt
/// from the screen's sides and above the home indicator, 13 pt continuous corners, 57 pt buttons
/// whose titles are 20 pt in the tint (a destructive one red, cancel semibold) under hairlines;
/// the cancel button in its own card 8 pt below the others; a visible title `.footnote`
/// semibold and a message `.footnote`, both secondary and centred. Not yet measured against an
/// iOS reference: docs/fidelity.md.
enum ConfirmationDialogMetrics {
    static let margin: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    static let buttonHeight: CGFloat = 57
    static let buttonFontSize: CGFloat = 20
    static let titleInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
}

/// Shows a confirmation dialog over the screen while `isPresented` is true.
struct ConfirmationDialogModifier<Actions: View, Message: View> {
    let title: Text
    let titleVisibility: Visibility
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?

    nonisolated init(title: Text, titleVisibility: Visibility, isPresented: Binding<Bool>, actions: Actions, message: Message?) {
        self.title = title
        self.titleVisibility = titleVisibility
        self.isPresented = isPresented
        self.actions = actions
        self.message = message
    }
}

extension ConfirmationDialogModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("ConfirmationDialogModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        guard isPresented.wrappedValue else { return content(context) }
        // A view of several buttons is taken apart into buttons: its state lives with the dialog.
        return context.presentingModal(over: content(context), named: "ConfirmationDialogSheet", isPresented: isPresented) { holder in
            resolveDialog(in: context, holder: holder)
        }
    }

    /// The dimmed window and the dialog's cards, its buttons taken apart from `actions`.
    @MainActor private func resolveDialog(in context: ResolveContext, holder: ViewNode) -> [ViewNode] {
        // Its buttons dismiss it after their action, as an alert's do.
        var inside = context.environment
        inside[AlertDismissKey.self] = AlertDismiss(binding: isPresented)
        let placed = context.child("dialogActions", environment: inside)
        let buttons = placed.rows(
            of: actions.font(.system(size: ConfirmationDialogMetrics.buttonFontSize)), component: "actions", heldBy: holder)
        var cancels = buttons.filter { $0.trait(AlertCancelTrait.self) == true }
        let others = buttons.filter { $0.trait(AlertCancelTrait.self) != true }
        // On iPhone a dialog always offers Cancel: the system adds one when the actions have none.
        if cancels.isEmpty {
            cancels = placed.resolve(
                Button(role: .cancel) {
                } label: {
                    SystemWord.cancel.text
                }
                .font(.system(size: ConfirmationDialogMetrics.buttonFontSize)), component: "cancel")
        }
        // The title shows when asked to, or by default when there is a message.
        let showsTitle = titleVisibility == .visible || (titleVisibility == .automatic && message != nil)
        let sheet = ConfirmationDialogSheet(
            title: showsTitle ? title : nil, message: message.map { AnyView($0) }, buttons: others, cancel: cancels)
        let overlay = ZStack(alignment: .bottom) {
            Color.black.opacity(AlertMetrics.dimming).ignoresSafeArea()
            sheet
        }
        return context.resolve(overlay, component: "confirmationDialog")
    }
}

/// The dialog's cards: title, message and actions, then Cancel.
@MainActor
struct ConfirmationDialogSheet: View {
    let title: Text?
    let message: AnyView?
    let buttons: [ViewNode]
    let cancel: [ViewNode]

    var body: some View {
        VStack(spacing: ConfirmationDialogMetrics.margin) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 4) {
                        if let title { title.font(.footnote.weight(.semibold)) }
                        if let message { message.font(.footnote) }
                    }
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity)
                    .padding(ConfirmationDialogMetrics.titleInsets)
                    .accessibilityElement(children: .combine)
                }
                ForEach(0..<buttons.count, id: \.self) { index in
                    if index > 0 || title != nil || message != nil {
                        Rectangle().fill(Color(uiColor: .separator)).frame(height: 0.5)
                    }
                    row(buttons[index])
                }
            }
            .background(card)
            VStack(spacing: 0) {
                ForEach(0..<cancel.count, id: \.self) { index in row(cancel[index]) }
            }
            .background(card)
        }
        .padding(.horizontal, ConfirmationDialogMetrics.margin)
        .padding(.bottom, ConfirmationDialogMetrics.margin)
        .accessibilityAddTraits(.isModal)
    }

    private var card: some View {
        RoundedRectangle(cornerRadius: ConfirmationDialogMetrics.cornerRadius, style: .continuous)
            .fill(Color(uiColor: .secondarySystemBackground))
    }

    private func row(_ node: ViewNode) -> some View {
        ResolvedNodes(nodes: [node]).frame(maxWidth: .infinity).frame(height: ConfirmationDialogMetrics.buttonHeight)
    }
}

extension View {
    /// A confirmation dialog (an action sheet on iPhone) titled with a localized key, with
    /// `actions` as its buttons, shown while `isPresented` is true (Apple:
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`). iOS adds Cancel when the
    /// actions have no cancel button.
    ///
    /// ```swift
    /// .confirmationDialog("Delete workout?", isPresented: $confirming, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            ConfirmationDialogModifier<A, EmptyView>(
                title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// A confirmation dialog titled verbatim.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            ConfirmationDialogModifier<A, EmptyView>(
                title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// A confirmation dialog titled with a localized key, with a message under its title.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            ConfirmationDialogModifier(
                title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(),
                message: message()))
    }

    /// A confirmation dialog titled verbatim, with a message under its title.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            ConfirmationDialogModifier(
                title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(),
                message: message()))
    }
}
