import DesignTokens

/// How a type token reads outside Swift: the family a `Font.Design` names on Apple platforms,
/// the CSS generic family that selects it in a browser, and the line height.
enum FontFamily {
    static func name(_ design: FontDesignToken) -> String {
        switch design {
        case .default: "SF Pro"
        case .rounded: "SF Pro Rounded"
        case .monospaced: "SF Mono"
        case .serif: "New York"
        }
    }

    /// CSS Fonts 4's generic families, which Safari maps to the same system faces.
    static func cssGeneric(_ design: FontDesignToken) -> String {
        switch design {
        case .default: "system-ui"
        case .rounded: "ui-rounded"
        case .monospaced: "ui-monospace"
        case .serif: "ui-serif"
        }
    }

    /// Line height as a multiple of the size: the Dynamic Type leading of the style the token
    /// scales with, at the default size (Large).
    static func lineHeight(_ token: TypographyToken) -> Double {
        let metrics = DynamicTypeTable.metrics(token.relativeTo, at: .large)
        return metrics.leading / metrics.size
    }
}
