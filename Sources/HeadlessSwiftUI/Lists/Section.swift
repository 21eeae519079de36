/// Rows of a list or form under an optional header and above an optional footer (Apple:
/// `Section`). In a grouped list the rows share one rounded card, the header is shown in small
/// capitals above it and the footer below it; elsewhere a section shows its header, rows and
/// footer one after another.
///
/// ```swift
/// Section("Alerts") {
///     Toggle("Sounds", isOn: $sounds)
/// } footer: {
///     Text("Alerts play during a workout.")
/// }
/// ```
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the rows show, for a section made collapsible with `isExpanded:` (iOS 17).
    var isExpanded: Binding<Bool>? = nil
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { bodyError() }

    /// A section with a header and a footer.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with a header and a footer, given as views (the older spelling).
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section of rows alone.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with a header, given as a view (the older spelling).
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with a footer, given as a view (the older spelling).
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section titled with a string shown verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section whose rows show while `isExpanded` is true, under a header (Apple: iOS 17).
    ///
    /// ```swift
    /// Section(isExpanded: $showsArchived) {
    ///     ForEach(archived) { Text($0.title) }
    /// } header: {
    ///     Text("Archived")
    /// }
    /// ```
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A collapsible section titled with a localized key (Apple: iOS 17).
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// A collapsible section titled with a string shown verbatim (Apple: iOS 17).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

/// Where a section's header and footer end among its resolved views.
struct SectionParts {
    let headerCount: Int
    let footerCount: Int
}

enum SectionTrait: _ViewTraitKey {
    typealias Value = SectionParts
}

extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
    /// Its header, rows and footer, one after another; a list takes them apart by the counts.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        // In a list, the header and footer take the list's type: small capitals in secondary
        // label color above a grouped card, a bold title in a plain list; the footer in footnote,
        // with tight leading under a grouped card (measured: 14 pt between a 12 pt footer's lines, D277).
        var header: [ViewNode]
        var footer: [ViewNode]
        switch context.environment._listRow {
        case .insetGrouped?, .grouped?:
            header = context.resolve(
                self.header.font(.footnote).foregroundStyle(Color.secondary).textCase(.uppercase), component: "header")
            footer = context.resolve(
                self.footer.font(.footnote.leading(.tight)).foregroundStyle(Color.secondary), component: "footer")
        case .plain?:
            header = context.resolve(self.header.font(.headline), component: "header")
            footer = context.resolve(self.footer.font(.footnote).foregroundStyle(Color.secondary), component: "footer")
        case nil:
            header = context.resolve(self.header, component: "header")
            footer = context.resolve(self.footer, component: "footer")
        }
        // An absent header or footer stays absent under the list's type modifiers.
        if Parent.self == EmptyView.self { header = [] }
        if Footer.self == EmptyView.self { footer = [] }
        // A collapsed section keeps its header and footer and hides its rows.
        let rows = isExpanded?.wrappedValue == false ? [] : context.resolve(content, component: "content")
        let node = context.node(.custom("Section"), children: header + rows + footer)
        node.traits[ObjectIdentifier(SectionTrait.self)] = SectionParts(headerCount: header.count, footerCount: footer.count)
        return [node]
    }
}
