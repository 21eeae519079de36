import Foundation

// The shapes as static members of `Shape` (iOS 17, SE-0299), so a shape argument reads
// `.rect(cornerRadius: 12)` or `.capsule` as it does in SwiftUI code; each is the shape's own
// initialiser, with Apple's defaults (the iOS 26.2 SDK's SwiftUICore interface: `.continuous`
// corners).

extension Shape where Self == Rectangle {
    /// A rectangle (Apple: `Shape.rect`).
    ///
    /// ```swift
    /// Text("Goal").padding().background(.blue, in: .rect)
    /// ```
    nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners of `cornerSize` (Apple: `Shape.rect(cornerSize:style:)`).
    nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with corners of `cornerRadius` (Apple: `Shape.rect(cornerRadius:style:)`).
    ///
    /// ```swift
    /// Image("cover").resizable().clipShape(.rect(cornerRadius: 12))
    /// ```
    nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius of its own for each corner (Apple: `Shape.rect(cornerRadii:style:)`).
    nonisolated public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius of its own for each corner, 0 unless given (Apple:
    /// `Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`).
    ///
    /// ```swift
    /// Color.blue.clipShape(.rect(topLeadingRadius: 16, topTrailingRadius: 16))
    /// ```
    nonisolated public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> Self {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule (Apple: `Shape.capsule`).
    nonisolated public static var capsule: Capsule { Capsule() }

    /// A capsule with circular or continuous ends (Apple: `Shape.capsule(style:)`).
    nonisolated public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse (Apple: `Shape.ellipse`).
    nonisolated public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Circle {
    /// A circle (Apple: `Shape.circle`).
    ///
    /// ```swift
    /// Image("avatar").resizable().frame(width: 40, height: 40).clipShape(.circle)
    /// ```
    nonisolated public static var circle: Circle { Circle() }
}
