import Foundation
import PlatformFacts

/// UIKit's color, as much of it as SwiftUI views reach through `Color(uiColor:)` and
/// `Color(_:)` (Apple: `UIColor`): fixed colors and the semantic colors that adapt to the
/// appearance (`.systemBackground`, `.label`, `.separator`, the system grays and fills).
///
/// ```swift
/// Rectangle().fill(Color(.secondarySystemBackground))
/// ```
public final class UIColor: Sendable {
    /// The color's values in each appearance.
    package let adaptive: AdaptiveColor
    /// Its values in each appearance under Increase Contrast, when they differ.
    package let increasedContrast: AdaptiveColor?

    package init(adaptive: AdaptiveColor, increasedContrast: AdaptiveColor? = nil) {
        self.adaptive = adaptive
        self.increasedContrast = increasedContrast == adaptive ? nil : increasedContrast
    }

    /// A fixed color from its red, green and blue components and alpha, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(adaptive: AdaptiveColor(SRGBColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))))
    }

    /// A fixed gray of `white` from 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The primary text color.
    public static let label = UIColor(adaptive: SystemColors.label)
    /// Secondary text.
    public static let secondaryLabel = UIColor(adaptive: SystemColors.secondaryLabel)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(adaptive: SystemColors.tertiaryLabel)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(adaptive: SystemColors.quaternaryLabel)
    /// A text field's placeholder.
    public static let placeholderText = UIColor(adaptive: SystemPalette.placeholderText)
    /// Links.
    public static let link = UIColor(adaptive: SystemPalette.link)
    /// Thin dividers that let content show through.
    public static let separator = UIColor(adaptive: SystemPalette.separator)
    /// Dividers that hide what is under them.
    public static let opaqueSeparator = UIColor(adaptive: SystemPalette.opaqueSeparator)
    /// The main background.
    public static let systemBackground = UIColor(adaptive: SystemColors.systemBackground)
    /// Content grouped on the main background.
    public static let secondarySystemBackground = UIColor(adaptive: SystemColors.secondarySystemBackground)
    /// Content grouped on the secondary background.
    public static let tertiarySystemBackground = UIColor(adaptive: SystemPalette.tertiarySystemBackground)
    /// A grouped list's background.
    public static let systemGroupedBackground = UIColor(adaptive: SystemColors.systemGroupedBackground)
    /// The cells of a grouped list.
    public static let secondarySystemGroupedBackground = UIColor(adaptive: SystemColors.secondarySystemGroupedBackground)
    /// Content inside a grouped list's cells.
    public static let tertiarySystemGroupedBackground = UIColor(adaptive: SystemPalette.tertiarySystemGroupedBackground)
    /// A fill for thin, small shapes.
    public static let systemFill = UIColor(adaptive: SystemPalette.systemFill)
    /// A fill for medium shapes.
    public static let secondarySystemFill = UIColor(adaptive: SystemPalette.secondarySystemFill)
    /// A fill for large shapes.
    public static let tertiarySystemFill = UIColor(adaptive: SystemPalette.tertiarySystemFill)
    /// A fill for large areas with complex content.
    public static let quaternarySystemFill = UIColor(adaptive: SystemPalette.quaternarySystemFill)
    /// The system red.
    public static let systemRed = UIColor(adaptive: SystemPalette.red)
    /// The system orange.
    public static let systemOrange = UIColor(adaptive: SystemPalette.orange)
    /// The system yellow.
    public static let systemYellow = UIColor(adaptive: SystemPalette.yellow)
    /// The system green.
    public static let systemGreen = UIColor(adaptive: SystemPalette.green)
    /// The system mint.
    public static let systemMint = UIColor(adaptive: SystemPalette.mint)
    /// The system teal.
    public static let systemTeal = UIColor(adaptive: SystemPalette.teal)
    /// The system cyan.
    public static let systemCyan = UIColor(adaptive: SystemPalette.cyan)
    /// The system blue.
    public static let systemBlue = UIColor(adaptive: SystemPalette.blue)
    /// The system indigo.
    public static let systemIndigo = UIColor(adaptive: SystemPalette.indigo)
    /// The system purple.
    public static let systemPurple = UIColor(adaptive: SystemPalette.purple)
    /// The system pink.
    public static let systemPink = UIColor(adaptive: SystemPalette.pink)
    /// The system brown.
    public static let systemBrown = UIColor(adaptive: SystemPalette.brown)
    /// The system gray.
    public static let systemGray = UIColor(adaptive: SystemPalette.gray)
    /// The second system gray.
    public static let systemGray2 = UIColor(adaptive: SystemPalette.gray2)
    /// The third system gray.
    public static let systemGray3 = UIColor(adaptive: SystemPalette.gray3)
    /// The fourth system gray.
    public static let systemGray4 = UIColor(adaptive: SystemPalette.gray4)
    /// The fifth system gray.
    public static let systemGray5 = UIColor(adaptive: SystemPalette.gray5)
    /// The sixth, lightest system gray.
    public static let systemGray6 = UIColor(adaptive: SystemPalette.gray6)
}

extension Color {
    /// A color from a UIKit color; a semantic one keeps adapting to the appearance.
    nonisolated public init(uiColor: UIColor) {
        self.init(adaptive: uiColor.adaptive, increasedContrast: uiColor.increasedContrast)
    }

    /// A color from a UIKit color (`Color(.systemBackground)`), disfavored as Apple's is, so
    /// `Color(.brand)` names the asset symbol's `ColorResource` when `UIColor.brand` also exists.
    @_disfavoredOverload nonisolated public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}
