/// 004 "Design Tokens (GlassTokens)": radii and layout constants of the liquid-glass dialect.
public enum GlassTokens {
    /// 004 "Radius Values".
    public enum Radius {
        /// Buttons, small interactive elements.
        public static let small: Double = 8
        /// Primary content cards.
        public static let card: Double = 16
        /// Sheets, modals, large overlays.
        public static let overlay: Double = 20
        /// Capsule buttons and status indicators.
        public static let pill: Double = 24
    }

    /// 004 "Layout Constants" and "Spacing & Layout".
    public enum Layout {
        /// 004: pages sit 20 pt from the screen's sides.
        public static let pageHorizontalPadding: Double = 20
        /// 004: space kept below a page's last card.
        public static let pageBottomInset: Double = 16
        /// Card spacing on a regular screen.
        public static let cardSpacing: Double = 16
        /// Card spacing in compact mode.
        public static let compactCardSpacing: Double = 12
        /// Internal card padding, regular and compact.
        public static let cardPadding: Double = 16
        /// Internal card padding in compact mode.
        public static let compactCardPadding: Double = 12
        /// Screens shorter than this many points use compact mode.
        public static let compactHeightThreshold: Double = 700

        /// True below 700 pt of height. NaN and negative heights count as compact: the smallest layout.
        public static func isCompact(screenHeight: Double) -> Bool {
            !(screenHeight >= compactHeightThreshold)
        }

        /// `cardSpacing(for: screenHeight)`: 12 pt in compact mode, 16 pt otherwise.
        public static func cardSpacing(for screenHeight: Double) -> Double {
            isCompact(screenHeight: screenHeight) ? compactCardSpacing : cardSpacing
        }

        /// The card padding for a screen height.
        public static func cardPadding(for screenHeight: Double) -> Double {
            isCompact(screenHeight: screenHeight) ? compactCardPadding : cardPadding
        }
    }

    /// 004 "Vertical Spacing Scale".
    public enum Spacing {
        /// Between related elements (title, subtitle).
        public static let related: Double = 8
        /// Compact card spacing.
        public static let compact: Double = 12
        /// Standard component spacing.
        public static let standard: Double = 16
        /// Section spacing.
        public static let section: Double = 24
        /// Large layout breaks.
        public static let large: Double = 32
    }

    /// 004 "Animations".
    public enum Animation {
        /// `.bouncy(duration: 0.3)` for button presses.
        public static let press = AnimationSpec.spring(.bouncy(duration: 0.3))
        /// `.smooth(duration: 0.3)` for view changes.
        public static let change = AnimationSpec.spring(.smooth(duration: 0.3))
        /// `.spring(response: 0.35, dampingFraction: 0.7)` for selection.
        public static let selection = AnimationSpec.spring(.response(response: 0.35, dampingFraction: 0.7))
    }
}
