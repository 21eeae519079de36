/// A control that shows a color and lets people choose another (Apple: `ColorPicker`, iOS 14):
/// its label leading and UIKit's color well trailing, a disc of the chosen color inside a ring of
/// hues (`ColorWellMetrics`). Choosing opens the system picker, which is not drawn headless.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent, supportsOpacity: false)
/// ```
public struct ColorPicker<Label: View> {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A picker of `selection` labelled by `label`.
    nonisolated public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: Never { bodyError() }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of `selection` titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIKit's `UIColorWell` as a color picker draws it, in points. Not measured against an iOS
/// reference (none public found): a 28 pt well, a 3 pt ring of the hue circle, the chosen color's
/// disc 3 pt inside it (docs/fidelity.md).
enum ColorWellMetrics {
    static let size: CGFloat = 28
    static let ring: CGFloat = 3
    static let gap: CGFloat = 3
}

extension ColorPicker: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
        let well = ZStack {
            Circle().strokeBorder(AngularGradient(colors: hues, center: .center), lineWidth: ColorWellMetrics.ring)
            Circle().fill(selection.wrappedValue).padding(ColorWellMetrics.ring + ColorWellMetrics.gap)
        }
        .frame(width: ColorWellMetrics.size, height: ColorWellMetrics.size)
        let row = LabeledControlRow(labelsHidden: context.environment._labelsHidden, label: label, control: well)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .accessibilityHint("Double tap to choose a color")
        return context.resolve(row, component: "colorPicker")
    }
}
