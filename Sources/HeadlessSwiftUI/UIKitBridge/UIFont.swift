import Foundation
import PlatformFacts

/// A font as UIKit describes one (Apple: `UIFont`), as SwiftUI apps hand it to UIKit's appearance
/// proxies (`largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34, weight: .bold)]`).
/// The layer keeps its name, size and weight; what a view draws is set with SwiftUI's `Font`.
///
/// ```swift
/// let title = UIFont.systemFont(ofSize: 17, weight: .semibold)
/// title.pointSize // 17
/// ```
public final class UIFont: Sendable {
    /// The font's family or face name: "System" for the system font.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight the font was asked for.
    let weight: Weight

    init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The font named `fontName` at `size`. UIKit answers nil for a name it has no face of; the
    /// layer draws a custom name with its fallback face (`Font.custom`), so it always answers.
    public convenience init?(name fontName: String, size: CGFloat) {
        self.init(fontName: fontName, pointSize: size, weight: .regular)
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "System", pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

    /// The monospaced system font at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "System Monospaced", pointSize: fontSize, weight: weight)
    }

    /// The system font with monospaced digits at `fontSize` and `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of `style` at the Large text size: the size of Apple's Dynamic Type table (body
    /// 17 pt, large title 34 pt), semibold for the headline.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let system = style.system
        let weight: Weight = DynamicTypeTable.numericWeight(of: system) >= 600 ? .semibold : .regular
        return systemFont(ofSize: DynamicTypeTable.metrics(system, at: .default).size, weight: weight)
    }

    /// This font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// A font weight (Apple: `UIFont.Weight`), with UIKit's values from −0.8 (ultra light) to
    /// 0.62 (black).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type style (Apple: `UIFont.TextStyle`).
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The large title (34 pt).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first title (28 pt).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second title (22 pt).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third title (20 pt).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline (17 pt semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline (15 pt).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The body (17 pt).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout (16 pt).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The footnote (13 pt).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The first caption (12 pt).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The second caption (11 pt).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var system: SystemTextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

extension NSAttributedString.Key {
    /// The text's color, a `UIColor` (UIKit's attribute).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text, a `UIColor` (UIKit's attribute).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font, a `UIFont` (UIKit's attribute).
    public static let font = NSAttributedString.Key("NSFont")
}
