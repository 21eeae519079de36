import DesignTokens
import SwiftUI

/// 003's text field: on `surfaceHighlight` inside a 1 pt white 10% border that becomes 2 pt
/// emerald with focus (`@FocusState`); its title sits in the field as a placeholder and floats up
/// to a small label on a spring when the field takes focus or holds text (D13's spring). VoiceOver
/// reads one text field, labelled with the title.
@MainActor
public struct ModernTextField: View {
    let title: Text
    @Binding var text: String

    @FocusState private var isFocused: Bool
    @Environment(\.airfitTheme) private var theme
    @ScaledMetric(relativeTo: .body) private var height: Double = 56

    /// A field titled `titleKey` (looked up in the app's String Catalog) editing `text`.
    ///
    /// ```swift
    /// ModernTextField("Name", text: $name)
    /// ```
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(Text(titleKey), text: text)
    }

    /// A field titled `title`, shown verbatim, editing `text`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, text: Binding<String>) {
        self.init(Text(title), text: text)
    }

    /// A field whose title is made as you like (`Text("Name", bundle: .module)`), editing `text`.
    public init(_ title: Text, text: Binding<String>) {
        self.title = title
        _text = text
    }

    /// Whether the title is up as a label (focused, or holding text).
    var floats: Bool { isFocused || !text.isEmpty }

    public var body: some View {
        let shape = RoundedRectangle(cornerRadius: AthleticButton.cornerRadius, style: .continuous)
        let roles = ThemeRoles(theme, home: .athletic)
        return ZStack(alignment: .leading) {
            title
                .typography(AthleticTypography.bodyLarge)
                .foregroundStyle(isFocused ? roles.accentText : AnyShapeStyle(roles.theme.textSecondary))
                .scaleEffect(floats ? 0.75 : 1, anchor: .leading)
                .offset(y: floats ? -height * 0.22 : 0)
                .accessibilityHidden(true)
            TextField(text: $text, prompt: Text(verbatim: "")) { title }
                .focused($isFocused)
                .typography(AthleticTypography.bodyLarge)
                .foregroundStyle(roles.theme.textPrimary)
                .offset(y: floats ? height * 0.14 : 0)
        }
        .animation(.token(.spring(AthleticTextField.labelSpring)), value: floats)
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, minHeight: height, alignment: .leading)
        .background { shape.fill(AthleticTextField.background) }
        .overlay {
            shape.strokeBorder(
                isFocused ? roles.accent : AnyShapeStyle(AthleticTextField.borderColor),
                lineWidth: isFocused ? AthleticTextField.focusedBorderWidth : AthleticTextField.borderWidth)
        }
        .contentShape(shape)
        .onTapGesture { isFocused = true }
    }
}
