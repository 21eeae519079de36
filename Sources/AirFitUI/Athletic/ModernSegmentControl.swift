import DesignTokens
import SwiftUI

/// 003's segment control: the selected segment on an emerald fill that slides between segments
/// (`matchedGeometryEffect`), the others on the highlight surface, a selection haptic on every change.
@MainActor
public struct ModernSegmentControl<Value: Hashable>: View {
    let options: [SelectionOption<Value>]
    @Binding var selection: Value

    @Namespace private var namespace
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.airfitTheme) private var theme

    /// The theme's roles, 003's where none is set.
    private var roles: ThemeRoles { ThemeRoles(theme, home: .athletic) }

    /// A segmented control choosing `selection` among `options`.
    ///
    /// ```swift
    /// ModernSegmentControl(selection: $range, options: [SelectionOption("Week", value: Range.week),
    ///                                                   SelectionOption("Month", value: .month)])
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen value; set when a segment is tapped, clicked or activated from the keyboard.
    ///   - options: The segments, in order.
    public init(selection: Binding<Value>, options: [SelectionOption<Value>]) {
        self.options = options
        _selection = selection
    }

    public var body: some View {
        // Chrome that cannot grow (decision D150): segments stay on one row: the text stops growing at xxxLarge, and a long press shows a segment enlarged.
        face
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .accessibilityShowsLargeContentViewer()
    }

    @ViewBuilder private var face: some View {
        HStack(spacing: 4) {
            ForEach(options) { option in
                let selected = option.value == selection
                Button {
                    withAnimation(.token(AthleticMotion.segmentSelection)) { selection = option.value }
                } label: {
                    // Differentiate Without Color: the selection is also a checkmark, not the fill alone (D151).
                    SelectionMark(isSelected: selected, title: option.title)
                        .typography(roles.theme.typography.label)
                        .foregroundStyle(
                            selected
                                ? roles.theme.onAccent : roles.theme.textSecondary
                        )
                        .padding(.vertical, 8)
                        .frame(maxWidth: .infinity)
                        .background {
                            if selected {
                                RoundedRectangle(cornerRadius: 8, style: .continuous)
                                    .fill(roles.accent)
                                    .matchedGeometryEffect(id: "selection", in: namespace)
                            }
                        }
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(selected ? .isSelected : [])
            }
        }
        .padding(4)
        .background {
            RoundedRectangle(cornerRadius: 10, style: .continuous).fill(AthleticColors.surfaceHighlight)
        }
        .opacity(isEnabled ? 1 : ControlState.disabledOpacity)
        .sensoryFeedback(HapticToken.selection.feedback, trigger: selection)
    }
}

extension ModernSegmentControl where Value == String {
    /// A segmented control over titles that are their own values.
    ///
    /// - Parameters:
    ///   - selection: The chosen title.
    ///   - options: The segments' titles, in order.
    public init(selection: Binding<String>, options: [String]) {
        self.init(selection: selection, options: options.map { SelectionOption($0) })
    }
}
