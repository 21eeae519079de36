import DesignTokens
import SwiftUI

extension SystemTextStyle {
    /// SwiftUI's text style of this name.
    public var textStyle: Font.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
    }
}

extension FontWeightToken {
    /// SwiftUI's weight of this name.
    public var weight: Font.Weight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}

extension FontDesignToken {
    /// SwiftUI's design of this name.
    public var design: Font.Design {
        switch self {
        case .default: .default
        case .rounded: .rounded
        case .monospaced: .monospaced
        case .serif: .serif
        }
    }
}

/// A typography token as a font whose size follows Dynamic Type along the token's text style
/// (`@ScaledMetric`), with monospaced digits where the token asks for them.
@MainActor
struct TypographyModifier: ViewModifier {
    let token: TypographyToken
    @ScaledMetric private var size: CGFloat

    init(_ token: TypographyToken) {
        self.token = token
        _size = ScaledMetric(wrappedValue: token.size, relativeTo: token.relativeTo.textStyle)
    }

    func body(content: Content) -> some View {
        if token.monospacedDigits {
            content.font(.system(size: size, weight: token.weight.weight, design: token.design.design)).monospacedDigit()
        } else {
            content.font(.system(size: size, weight: token.weight.weight, design: token.design.design))
        }
    }
}

extension View {
    /// Sets the font of a typography token, scaled with Dynamic Type.
    @MainActor public func typography(_ token: TypographyToken) -> some View {
        modifier(TypographyModifier(token))
    }
}
