/// A box around related content with an optional label (Apple: `GroupBox`): on iOS the label in
/// the headline font over the content, padded 16 pt in the secondary system background with 8 pt
/// continuous corners (iOS 14 `DefaultGroupBoxStyle`; not yet measured against a reference,
/// docs/fidelity.md).
///
/// ```swift
/// GroupBox("This week") {
///     Text("3 runs, 21.4 km")
/// }
/// ```
public struct GroupBox<Label: View, Content: View> {
    let label: Label?
    let content: Content

    /// A box of `content` described by `label`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a label.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
        self.content = content()
    }

    /// A box of `content` titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

/// `DefaultGroupBoxStyle` on iOS, in points.
enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let cornerRadius: CGFloat = 8
    static let spacing: CGFloat = 8
}

extension GroupBox: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let box = VStack(alignment: .leading, spacing: GroupBoxMetrics.spacing) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(GroupBoxMetrics.padding)
        .background(
            Color(uiColor: .secondarySystemBackground),
            in: RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous))
        return context.resolve(box, component: "groupBox")
    }
}
