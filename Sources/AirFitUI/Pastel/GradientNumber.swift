import DesignTokens
import SwiftUI

/// 000 §7's large number in the active gradient: the gradient masked by the number, laid over the
/// same number (both monospaced-digit, so the mask and the text it covers always align, which 000's
/// own mask did not). The colors are the gradient's number colors, deepened to 3:1 against every
/// point of the backdrop (the audit's fix, D15); digits roll with a numeric content transition.
@MainActor
public struct GradientNumber: View {
    let value: Int

    @Environment(GradientManager.self) private var manager: GradientManager?
    @Environment(\.colorScheme) private var colorScheme

    /// A number in 000's gradient number style.
    ///
    /// - Parameter value: The number.
    public init(value: Int) {
        self.value = value
    }

    private var number: some View {
        // Data, not a string to translate: formatted for the locale (its digits), never grouped, so a
        // pseudo-language or a translation cannot turn the number into text.
        Text(value, format: .number.grouping(.never))
            // 000's 64 pt thin rounded at the Large size, scaled with Dynamic Type along Large
            // Title so the number stays the largest thing beside its caption (D155).
            .typography(PastelTypography.gradientNumber)
            .contentTransition(.numericText())
            // A number never wraps: it takes its width however a stack divides the line.
            .fixedSize()
    }

    public var body: some View {
        let token = manager?.active ?? .peachRose
        let colors = token.numberColors(in: colorScheme == .dark ? .dark : .light).map { Color(token: $0) }
        number
            .foregroundStyle(colors[0])
            .overlay {
                LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                    .mask { number }
            }
            .animation(.token(PastelTiming.gradientNumber), value: value)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(value, format: .number.grouping(.never)))
    }
}
