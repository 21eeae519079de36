#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// 003's pill selector: a horizontally scrolling row of capsules, the selected one on emerald
/// with dark text, the others on the highlight surface; a selection haptic on every change (003 §6).
@MainActor
public struct PillSelector: View {
    let options: [String]
    @Binding var selection: String

    /// Pills for `options`, selecting one into `selection`.
    public init(_ options: [String], selection: Binding<String>) {
        self.options = options
        _selection = selection
    }

    public var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(options, id: \.self) { option in
                    let selected = option == selection
                    Text(option)
                        .typography(AthleticTypography.labelLarge)
                        .foregroundStyle((selected ? AthleticColors.textOnAccent : AthleticColors.textSecondary))
                        .padding(.horizontal, 16)
                        .padding(.vertical, 8)
                        .background {
                            Capsule().fill((selected ? AthleticWidgets.segmentSelected : AthleticWidgets.segmentUnselected))
                        }
                        .contentShape(Capsule())
                        .onTapGesture {
                            withAnimation(.token(SignatureTransition.tabMorph.token.animation)) { selection = option }
                        }
                        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
                }
            }
            .padding(.horizontal, AthleticCard.screenPadding)
        }
        .sensoryFeedback(HapticToken.selection.feedback, trigger: selection)
    }
}
