import Foundation

extension Font {
    /// A width of the system font (Apple: `Font.Width`, iOS 16): SF Pro's compressed, condensed,
    /// standard and expanded widths.
    public struct Width: Hashable, Sendable {
        /// The width's value, −1 narrowest to 1 widest with 0 standard (UIKit's width trait);
        /// the four named widths keep their order, their exact values are not published.
        public var value: CGFloat

        /// A width of `value`, −1 to 1.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A width narrower than the standard one.
        public static let condensed = Width(-0.2)
        /// The system font's usual width.
        public static let standard = Width(0)
        /// A width wider than the standard one.
        public static let expanded = Width(0.2)
    }

    /// The same font at `width` (Apple: `Font.width(_:)`). The stand-in faces have one width, so
    /// text draws at the standard width (docs/swiftui-subset.md).
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// The same text at `width` of the system font (Apple: `Text.fontWidth(_:)`); drawn at the
    /// standard width here, as `Font.width(_:)`.
    ///
    /// ```swift
    /// Text("SCORE").fontWidth(.condensed)
    /// ```
    nonisolated public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// The width of the system font for text below (Apple: `fontWidth(_:)`); drawn at the
    /// standard width here, as `Font.width(_:)`.
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
}
