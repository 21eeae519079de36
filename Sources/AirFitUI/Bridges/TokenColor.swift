import DesignTokens
import SwiftUI

extension Color {
    /// A token color, in sRGB with its alpha.
    public init(token: SRGBColor) {
        self.init(.sRGB, red: token.red, green: token.green, blue: token.blue, opacity: token.alpha)
    }
}

extension AdaptiveColor {
    /// This token's color in `scheme`.
    public func color(in scheme: ColorScheme) -> Color {
        Color(token: resolved(in: scheme == .dark ? .dark : .light))
    }
}

/// A token color is a shape style: it resolves to its light or dark value where it is drawn, so
/// components write `.foregroundStyle(AthleticColors.textPrimary)` as with any SwiftUI color.
///
/// ```swift
/// Text("12 days").foregroundStyle(AthleticColors.accentPrimary)
/// Capsule().fill(AthleticWidgets.segmentSelected)
/// ```
extension AdaptiveColor: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Color {
        color(in: environment.colorScheme)
    }
}
