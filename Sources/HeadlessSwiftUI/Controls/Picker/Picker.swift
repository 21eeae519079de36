/// A control for choosing one of a set of values, each option a view tagged with its value
/// (Apple: `Picker`). On iOS its automatic style is a menu: in a form row the label leads and the
/// chosen option trails in the secondary color with up-and-down chevrons; `pickerStyle(_:)`
/// chooses segments, inline rows with a checkmark, a wheel or a navigation link.
///
/// ```swift
/// Picker("Units", selection: $units) {
///     Text("Metric").tag(Units.metric)
///     Text("Imperial").tag(Units.imperial)
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker bound to `selection`, offering the tagged views of `content`, described by `label`.
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker described by `label` (the older spelling).
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    public var body: Never { bodyError() }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let style = context.environment._pickerStyle
        // The options in the type the style draws them in: a segment's title at 13 pt, the chosen
        // one semibold; a wheel's at 21 pt.
        func resolveOptions(_ component: String, size: CGFloat? = nil, weight: Font.Weight? = nil) -> [ViewNode] {
            var values = context.environment
            values._listRow = nil
            if let size { values.font = .system(size: size, weight: weight ?? .regular) }
            return ListContent.rows(context.child(component, environment: values).resolve(content, component: "content"))
        }
        let options: [ViewNode]
        var chosenOptions: [ViewNode]? = nil
        switch style {
        case .segmented:
            options = resolveOptions("options", size: PickerMetrics.segmentFontSize)
            chosenOptions = resolveOptions("chosen", size: PickerMetrics.segmentFontSize, weight: .semibold)
        case .wheel:
            options = resolveOptions("options", size: PickerMetrics.wheelFontSize)
        case .menu, .inline, .navigationLink:
            options = resolveOptions("options")
        }
        let binding = selection
        let selected = options.index(tagged: binding.wrappedValue)
        let choose: @MainActor (Int) -> Void = { index in
            if let value = options.tag(at: index, as: SelectionValue.self) { binding.wrappedValue = value }
        }
        let body = PickerBody(
            label: AnyView(label), options: options, chosenOptions: chosenOptions ?? options, selected: selected, style: style,
            inListRow: context.environment._listRow != nil, choose: choose)
        return context.resolve(body, component: "picker")
    }
}
