/// The measurements of iOS's pickers, in points. Segmented: UIKit's `UISegmentedControl` since
/// iOS 13: 32 pt tall, the track in the tertiary system fill with an outer radius of 9 pt, the
/// chosen segment a white (dark: gray) thumb 2 pt inside it, titles 13 pt, the chosen one
/// semibold. Menu: the `chevron.up.chevron.down` symbol after the chosen option. docs/fidelity.md
/// gives what is measured against references.
enum PickerMetrics {
    static let segmentHeight: CGFloat = 32
    static let segmentCornerRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    static let segmentFontSize: CGFloat = 13
    /// The wheel's height (UIKit's `UIPickerView`: 216 pt) and its rows' pitch.
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 34
    /// A wheel row's type size.
    static let wheelFontSize: CGFloat = 21
    /// The space a menu picker outside a list keeps on either side of its choice and chevron, as a
    /// medium `UIButton` does (12 pt; measured on iOS 18.2: the chevron's ink ends 13.5 pt inside
    /// the picker's trailing edge, 12 pt and the symbol's own 1.5 pt side bearing, D288).
    static let menuHorizontalPadding: CGFloat = 12
}

/// A picker drawn from the layer's primitives in the look its style names.
@MainActor
struct PickerBody: View {
    let label: AnyView
    let options: [ViewNode]
    /// The options as drawn when chosen (a segment's semibold title).
    let chosenOptions: [ViewNode]
    let selected: Int?
    let style: PickerAppearance
    let inListRow: Bool
    let choose: @MainActor (Int) -> Void
    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        switch style {
        case .segmented: segmented
        case .inline: inline
        case .wheel: wheel
        case .menu, .navigationLink: menu
        }
    }

    private var chosen: some View {
        ResolvedNodes(nodes: selected.map { [options[$0]] } ?? [])
    }

    /// The label and, trailing, the chosen option with the menu's chevrons (or a link's).
    /// At the accessibility text sizes a form row's choice goes under its label, as iOS stacks it.
    private var menu: some View {
        let choice = HStack(spacing: 4) {
            chosen
            Image(systemName: style == .navigationLink ? "chevron.forward" : "chevron.up.chevron.down")
                .font(.system(size: 13, weight: .semibold))
                .imageScale(.small)
        }
        .foregroundStyle(inListRow ? AnyShapeStyle(Color.secondary) : AnyShapeStyle(TintShapeStyle()))
        return Group {
            if inListRow && !labelsHidden && dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 2) {
                    label
                    choice
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                HStack(spacing: 0) {
                    if inListRow && !labelsHidden {
                        label
                        Spacer(minLength: 8)
                    }
                    choice.padding(.horizontal, inListRow ? 0 : PickerMetrics.menuHorizontalPadding)
                }
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }

    /// The selected segment's fill an app set on `UISegmentedControl`'s appearance proxy (D270).
    private var selectedSegmentTint: Color? {
        UISegmentedControl.appearance().selectedSegmentTintColor.map { Color(uiColor: $0) }
    }

    private var segmented: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count) { index in
                Button {
                    choose(index)
                } label: {
                    ResolvedNodes(nodes: [index == selected ? chosenOptions[index] : options[index]])
                        .titleTextColor(.segment(selected: index == selected))
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background {
                            if index == selected {
                                RoundedRectangle(
                                    cornerRadius: PickerMetrics.segmentCornerRadius - PickerMetrics.thumbInset, style: .continuous
                                )
                                .fill(selectedSegmentTint ?? (colorScheme == .dark ? Color(white: 0.39) : Color.white))
                                .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
                                .padding(PickerMetrics.thumbInset)
                            }
                        }
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            }
        }
        .frame(height: PickerMetrics.segmentHeight)
        .background(
            Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: PickerMetrics.segmentCornerRadius, style: .continuous))
    }

    /// In a list, each option a row with a checkmark on the chosen one.
    private var inline: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<options.count) { index in
                Button {
                    choose(index)
                } label: {
                    HStack(spacing: 0) {
                        ResolvedNodes(nodes: [options[index]]).frame(maxWidth: .infinity, alignment: .leading)
                        if index == selected {
                            Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(TintShapeStyle())
                        }
                    }
                    .frame(minHeight: 44)
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            }
        }
    }

    /// The chosen option centred on a highlighted band, its neighbours above and below.
    private var wheel: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color(uiColor: .tertiarySystemFill))
                .frame(height: PickerMetrics.wheelRowHeight)
            VStack(spacing: 0) {
                ForEach(0..<options.count) { index in
                    ResolvedNodes(nodes: [options[index]])
                        .frame(height: PickerMetrics.wheelRowHeight)
                        .opacity(index == selected ? 1 : 0.35)
                }
            }
            .offset(
                y: CGFloat(options.count - 1) / 2 * PickerMetrics.wheelRowHeight - CGFloat(selected ?? 0) * PickerMetrics.wheelRowHeight)
        }
        .frame(maxWidth: .infinity)
        .frame(height: PickerMetrics.wheelHeight)
        .clipped()
    }
}
