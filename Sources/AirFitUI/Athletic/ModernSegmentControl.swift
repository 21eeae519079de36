#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// 003's segment control: the selected segment on an emerald fill that slides between segments
/// (`matchedGeometryEffect`), the others on the highlight surface, a selection haptic on every change.
@MainActor
public struct ModernSegmentControl: View {
    let options: [String]
    @Binding var selection: Int

    @Namespace private var namespace

    public init(_ options: [String], selection: Binding<Int>) {
        self.options = options
        _selection = selection
    }

    public var body: some View {
        HStack(spacing: 4) {
            ForEach(options.indices, id: \.self) { index in
                let selected = index == selection
                Text(options[index])
                    .typography(AthleticTypography.labelLarge)
                    .foregroundStyle((selected ? AthleticColors.textOnAccent : AthleticColors.textSecondary))
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity)
                    .background {
                        if selected {
                            RoundedRectangle(cornerRadius: 8, style: .continuous)
                                .fill(AthleticColors.accentPrimary)
                                .matchedGeometryEffect(id: "selection", in: namespace)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.token(AthleticMotion.segmentSelection)) { selection = index }
                    }
                    .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
            }
        }
        .padding(4)
        .background {
            RoundedRectangle(cornerRadius: 10, style: .continuous).fill(AthleticColors.surfaceHighlight)
        }
        .sensoryFeedback(HapticToken.selection.feedback, trigger: selection)
    }
}
