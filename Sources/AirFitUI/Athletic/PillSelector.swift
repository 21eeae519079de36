import DesignTokens
import SwiftUI

/// 003's pill selector: a horizontally scrolling row of capsules, the selected one on emerald
/// with dark text, the others on the highlight surface; a selection haptic on every change (003 §6).
@MainActor
public struct PillSelector<Value: Hashable>: View {
    let options: [SelectionOption<Value>]
    @Binding var selection: Value

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.airfitTheme) private var theme

    /// The theme's roles, 003's where none is set.
    private var roles: ThemeRoles { ThemeRoles(theme, home: .athletic) }

    /// Pills choosing `selection` among `options`.
    ///
    /// ```swift
    /// PillSelector(selection: $focus, options: ["All", "Strength", "Hypertrophy", "Mobility"])
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen value; set when a pill is tapped, clicked or activated from the keyboard.
    ///   - options: The pills, in order.
    public init(selection: Binding<Value>, options: [SelectionOption<Value>]) {
        self.options = options
        _selection = selection
    }

    public var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(options) { option in
                    let selected = option.value == selection
                    Button {
                        withAnimation(.token(SignatureTransition.tabMorph.token.animation)) { selection = option.value }
                    } label: {
                        // Differentiate Without Color: the selection is also a checkmark, not the fill alone (D151).
                        SelectionMark(isSelected: selected, title: option.title)
                            .typography(roles.theme.typography.label)
                            .foregroundStyle(
                                selected
                                    ? roles.theme.onAccent
                                    : roles.theme.textSecondary
                            )
                            .padding(.horizontal, 16)
                            .padding(.vertical, 8)
                            .background {
                                Capsule().fill(
                                    selected ? roles.accent : AnyShapeStyle(AthleticWidgets.segmentUnselected))
                            }
                            .minimumTouchTarget()
                    }
                    .buttonStyle(.plain)
                    .accessibilityAddTraits(selected ? .isSelected : [])
                }
            }
            .padding(.horizontal, AthleticCard.screenPadding)
        }
        .opacity(isEnabled ? 1 : ControlState.disabledOpacity)
        .sensoryFeedback(HapticToken.selection.feedback, trigger: selection)
    }
}

extension PillSelector where Value == String {
    /// Pills over titles that are their own values.
    ///
    /// - Parameters:
    ///   - selection: The chosen title.
    ///   - options: The pills' titles, in order.
    public init(selection: Binding<String>, options: [String]) {
        self.init(selection: selection, options: options.map { SelectionOption($0) })
    }
}
