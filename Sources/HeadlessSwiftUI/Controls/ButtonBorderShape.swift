import Foundation

/// The shape of a bordered button's background (Apple: `ButtonBorderShape`, iOS 15).
///
/// ```swift
/// Button("Start") { start() }
///     .buttonStyle(.borderedProminent)
///     .buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    /// The style's own shape: on iOS a capsule at the small and mini control sizes, a rounded
    /// rectangle at the others.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle with the style's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius: radius)) }
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)

    /// The shape's outline in `rect`, with `styleRadius` for the automatic and plain rounded shapes.
    func path(in rect: CGRect, styleRadius: CGFloat) -> Path {
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            RoundedRectangle(cornerRadius: styleRadius, style: .continuous).path(in: rect)
        case let .roundedRectangle(radius?):
            RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
        case .capsule:
            Capsule(style: .continuous).path(in: rect)
        case .circle:
            Circle().path(in: rect)
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The border shape bordered buttons below draw.
    var _buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The shape of the bordered buttons inside (Apple: `buttonBorderShape(_:)`).
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\._buttonBorderShape, shape)
    }
}

/// The outline of a bordered button's background under the environment's border shape.
struct ButtonBorderOutline: Shape {
    let shape: ButtonBorderShape
    let styleRadius: CGFloat

    func path(in rect: CGRect) -> Path { shape.path(in: rect, styleRadius: styleRadius) }
}
