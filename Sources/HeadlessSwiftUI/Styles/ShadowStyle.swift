import Foundation

/// A shadow a shape style casts (Apple: `ShadowStyle`, iOS 16): a drop shadow outside what the
/// style fills, or an inner shadow inside it.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16)
///     .fill(.background.shadow(.drop(color: .black.opacity(0.12), radius: 8, y: 4)))
/// ```
public struct ShadowStyle: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case drop, inner }

    package let kind: Kind
    package let color: Color
    package let radius: CGFloat
    package let x: CGFloat
    package let y: CGFloat

    /// A shadow behind what the style fills, `radius` blurred and offset by `x`, `y`.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside what the style fills, along its edges.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with a shadow (Apple: `_ShadowShapeStyle`, what `ShapeStyle.shadow(_:)` returns).
public struct _ShadowShapeStyle<Style: ShapeStyle>: ShapeStyle {
    let style: Style
    let shadowStyle: ShadowStyle

    nonisolated init(style: Style, shadowStyle: ShadowStyle) {
        self.style = style
        self.shadowStyle = shadowStyle
    }
}

/// What the display list needs of a shadowed style: the style drawn and its shadow.
package protocol ShadowedShapeStyle {
    var base: any ShapeStyle { get }
    var shadow: ShadowStyle { get }
}

extension _ShadowShapeStyle: ShadowedShapeStyle {
    package var base: any ShapeStyle { style }
    package var shadow: ShadowStyle { shadowStyle }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow.
    ///
    /// ```swift
    /// Circle().fill(.orange.shadow(.drop(radius: 4)))
    /// ```
    nonisolated public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(style: self, shadowStyle: style)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style casting `style`'s shadow.
    ///
    /// ```swift
    /// Image(systemName: "bolt.fill").foregroundStyle(.shadow(.drop(radius: 2)))
    /// ```
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(style: ForegroundStyle(), shadowStyle: style)
    }
}
