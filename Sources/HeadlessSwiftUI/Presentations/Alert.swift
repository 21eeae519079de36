import PlatformFacts

/// The measurements of iOS's alert (UIKit's `UIAlertController`, iOS 13–18), in points: a 270 pt
/// wide card with 14 pt continuous corners over the screen dimmed by black at 20%; the title
/// `.headline`, the message `.footnote`, both centred with 16 pt side insets, 19 pt above the
/// title and 20 pt under the message; 44 pt buttons under hairlines, two side by side, more
/// stacked; a cancel button's title semibold, a destructive one's red. docs/fidelity.md gives what
/// is measured against references.
enum AlertMetrics {
    static let width: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    static let dimming = 0.2
    static let sideInset: CGFloat = 16
    static let topInset: CGFloat = 19
    static let bottomInset: CGFloat = 20
    static let buttonHeight: CGFloat = 44
    /// The space between the title's line and the message's: measured on the same recording (the
    /// message's ink 16 px under the title's at 2x).
    static let titleMessageSpacing: CGFloat = 4
    /// Text fields (iOS 16's `TextField` among an alert's actions), measured on a `UIAlertController`
    /// at 2x (sochalewski/TextFieldAlert's recording, iPhone 8): a group 15 pt from the card's
    /// sides, 21 pt under the message's line, 14 pt above the buttons' hairline; 60 pt for two
    /// fields (each 29.25 pt between hairlines), hairlines between and around them, 7 pt corners;
    /// the text at 13 pt, 8 pt in.
    static let fieldGroupInset: CGFloat = 15
    static let fieldsTopInset: CGFloat = 21
    static let fieldsBottomInset: CGFloat = 14
    static let fieldHeight: CGFloat = 29.25
    static let fieldCornerRadius: CGFloat = 7
    static let fieldTextInset: CGFloat = 8
    static let fieldFontSize: CGFloat = 13
    /// The fields' hairlines: #B3B3B2 measured in light; in dark (not measured) the opaque
    /// separator's dark value.
    static let fieldBorder = Color(
        adaptive: AdaptiveColor(light: .token("#B3B3B2"), dark: SystemPalette.opaqueSeparator.dark))
    /// A disabled action's title: #919191 on the #F1F1F1 card in the same recording, the label
    /// color at 40% (the dark appearance's is not measured).
    static let disabledTitle = Color.primary.opacity(0.4)
}

/// Shows an alert over the screen while `isPresented` is true.
struct AlertModifier<Actions: View, Message: View> {
    let title: Text
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?

    nonisolated init(title: Text, isPresented: Binding<Bool>, actions: Actions, message: Message?) {
        self.title = title
        self.isPresented = isPresented
        self.actions = actions
        self.message = message
    }
}

extension AlertModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("AlertModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        guard isPresented.wrappedValue else { return content(context) }
        // A view of several buttons is taken apart into buttons: its state lives with the alert.
        return context.presentingModal(over: content(context), named: "AlertCard", isPresented: isPresented) { holder in
            resolveAlert(in: context, holder: holder)
        }
    }

    /// The dimmed window and the alert's card, its buttons taken apart from `actions`.
    @MainActor private func resolveAlert(in context: ResolveContext, holder: ViewNode) -> [ViewNode] {
        // The alert's buttons, each dismissing it after its action, as on iOS.
        var inside = context.environment
        inside[AlertDismissKey.self] = AlertDismiss(binding: isPresented)
        let rows = context.child("alertActions", environment: inside).rows(of: actions, component: "actions", heldBy: holder)
        // Text fields are not buttons: the alert draws them above its buttons, in UIKit's font.
        let fields = rows.filter(\.holdsTextField)
        for field in fields.flatMap(\.preOrder) {
            guard case .textField = field.kind else { continue }
            field.environment.font = .system(size: AlertMetrics.fieldFontSize)
        }
        var buttons = rows.filter { !$0.holdsTextField }
        if buttons.isEmpty {
            buttons = context.child("alertActions", environment: inside).resolve(Button("OK") {}, component: "ok")
        }
        // iOS puts a cancel button on the leading side of two, and last of more.
        let cancels = buttons.filter { $0.trait(AlertCancelTrait.self) == true }
        let others = buttons.filter { $0.trait(AlertCancelTrait.self) != true }
        buttons = buttons.count == 2 ? cancels + others : others + cancels
        let alert = AlertCard(title: title, message: message.map { AnyView($0) }, fields: fields, buttons: buttons)
        let overlay = ZStack {
            Color.black.opacity(AlertMetrics.dimming).ignoresSafeArea()
            alert
        }
        return context.resolve(overlay, component: "alert")
    }
}

/// Marks an alert's cancel button, which iOS places apart from the others.
enum AlertCancelTrait: _ViewTraitKey { typealias Value = Bool }

/// Sets the alert's binding to false: what every alert button does after its action.
struct AlertDismiss {
    let binding: Binding<Bool>?
}

struct AlertDismissKey: EnvironmentKey {
    static var defaultValue: AlertDismiss { AlertDismiss(binding: nil) }
}

/// The alert's card: title, message and buttons.
@MainActor
struct AlertCard: View {
    let title: Text
    let message: AnyView?
    let fields: [ViewNode]
    let buttons: [ViewNode]

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: AlertMetrics.titleMessageSpacing) {
                title.font(.headline).multilineTextAlignment(.center)
                if let message { message.font(.footnote).multilineTextAlignment(.center) }
            }
            .padding(.horizontal, AlertMetrics.sideInset)
            .padding(.top, AlertMetrics.topInset)
            .padding(.bottom, fields.isEmpty ? AlertMetrics.bottomInset : AlertMetrics.fieldsTopInset)
            .accessibilityElement(children: .combine)
            if !fields.isEmpty { fieldGroup }
            if buttons.count == 2 {
                Rectangle().fill(Color(uiColor: .separator)).frame(height: 0.5)
                HStack(spacing: 0) {
                    button(0)
                    Rectangle().fill(Color(uiColor: .separator)).frame(width: 0.5, height: AlertMetrics.buttonHeight)
                    button(1)
                }
            } else {
                ForEach(0..<max(buttons.count, 0)) { index in
                    Rectangle().fill(Color(uiColor: .separator)).frame(height: 0.5)
                    button(index)
                }
            }
        }
        .frame(width: AlertMetrics.width)
        .background(
            Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius, style: .continuous)
        )
        .accessibilityAddTraits(.isModal)
    }

    /// The text fields, one under another in a bordered group.
    private var fieldGroup: some View {
        VStack(spacing: 0) {
            ForEach(0..<fields.count) { index in
                if index > 0 { Rectangle().fill(AlertMetrics.fieldBorder).frame(height: 0.5) }
                ResolvedNodes(nodes: [fields[index]])
                    .padding(.horizontal, AlertMetrics.fieldTextInset)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(height: AlertMetrics.fieldHeight)
            }
        }
        .padding(0.5)
        .background(Color(uiColor: .systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.fieldCornerRadius, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: AlertMetrics.fieldCornerRadius, style: .continuous)
                .strokeBorder(AlertMetrics.fieldBorder, lineWidth: 0.5)
        )
        .padding(.horizontal, AlertMetrics.fieldGroupInset)
        .padding(.bottom, AlertMetrics.fieldsBottomInset)
    }

    private func button(_ index: Int) -> some View {
        ResolvedNodes(nodes: [buttons[index]]).frame(maxWidth: .infinity).frame(height: AlertMetrics.buttonHeight)
    }
}

extension View {
    /// An alert titled with a localized key, with `actions` as its buttons, shown while
    /// `isPresented` is true (Apple: `alert(_:isPresented:actions:)`). With no buttons it shows OK.
    ///
    /// ```swift
    /// .alert("Sign out?", isPresented: $confirming) {
    ///     Button("Sign Out", role: .destructive) { signOut() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier<A, EmptyView>(title: Text(titleKey), isPresented: isPresented, actions: actions(), message: nil))
    }

    /// An alert titled verbatim, with `actions` as its buttons.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier<A, EmptyView>(title: Text(title), isPresented: isPresented, actions: actions(), message: nil))
    }

    /// An alert titled with a localized key, with buttons and a message.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message()))
    }

    /// An alert titled verbatim, with buttons and a message.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(title: Text(title), isPresented: isPresented, actions: actions(), message: message()))
    }

    /// An alert titled with a `Text`, with buttons and a message.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }
}

extension ViewNode {
    /// Whether this node is, or holds, a text field: an alert draws such actions as fields.
    var holdsTextField: Bool {
        preOrder.contains { if case .textField = $0.kind { true } else { false } }
    }
}
