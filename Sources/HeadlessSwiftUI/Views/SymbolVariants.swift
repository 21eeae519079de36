/// A variant of SF Symbols, such as filled or enclosed in a circle (Apple: `SymbolVariants`).
///
/// An image named by a symbol draws its variant: `Image(systemName: "heart")` under
/// `.symbolVariant(.fill)` draws `heart.fill`, and `.circle.fill` draws `heart.circle.fill`, the
/// shape before the fill before the slash as SF Symbols names them. Where the variant does not
/// exist the base symbol is drawn, as on iOS.
public struct SymbolVariants: Hashable, Sendable {
    /// The shape enclosing the symbol, if any.
    let shape: String?
    let isFilled: Bool
    let isSlashed: Bool

    /// No variant.
    public static let none = SymbolVariants(shape: nil, isFilled: false, isSlashed: false)
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: "circle", isFilled: false, isSlashed: false)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: "square", isFilled: false, isSlashed: false)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle", isFilled: false, isSlashed: false)
    /// Filled.
    public static let fill = SymbolVariants(shape: nil, isFilled: true, isSlashed: false)
    /// Slashed through.
    public static let slash = SymbolVariants(shape: nil, isFilled: false, isSlashed: true)

    /// This variant enclosed in a circle.
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", isFilled: isFilled, isSlashed: isSlashed) }
    /// This variant enclosed in a square.
    public var square: SymbolVariants { SymbolVariants(shape: "square", isFilled: isFilled, isSlashed: isSlashed) }
    /// This variant enclosed in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(shape: "rectangle", isFilled: isFilled, isSlashed: isSlashed) }
    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true, isSlashed: isSlashed) }
    /// This variant slashed.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: true) }

    /// Whether this variant includes all of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// `name` with this variant's suffixes, each added unless the name already has it:
    /// `heart` → `heart.circle.fill`.
    func applied(to name: String) -> String {
        let parts = Set(name.split(separator: ".").map(String.init))
        var result = name
        if let shape, !parts.contains(shape) { result += ".\(shape)" }
        if isFilled, !parts.contains("fill") { result += ".fill" }
        if isSlashed, !parts.contains("slash") { result += ".slash" }
        return result
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variant images below draw.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbol images inside in `variant` (Apple: `symbolVariant(_:)`).
    ///
    /// ```swift
    /// Label("Favorites", systemImage: "heart").symbolVariant(.fill)
    /// ```
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            current = SymbolVariants(
                shape: variant.shape ?? current.shape, isFilled: current.isFilled || variant.isFilled,
                isSlashed: current.isSlashed || variant.isSlashed)
        }
    }
}

/// How a symbol's layers are colored (Apple: `SymbolRenderingMode`). The layer draws every
/// symbol in one color, the monochrome mode; the other modes draw as monochrome
/// (docs/fidelity.md).
public struct SymbolRenderingMode: Sendable, Equatable {
    let kind: Int

    /// One color.
    public static let monochrome = SymbolRenderingMode(kind: 0)
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(kind: 1)
    /// One color at several opacities.
    public static let hierarchical = SymbolRenderingMode(kind: 2)
    /// Colors given per layer.
    public static let palette = SymbolRenderingMode(kind: 3)
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The rendering mode of symbols below; nil for the symbol's own.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// The rendering mode of the symbols inside (Apple: `symbolRenderingMode(_:)`); drawn as
    /// monochrome here.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// This symbol in rendering mode `mode` (Apple: `Image.symbolRenderingMode(_:)`); drawn as
    /// monochrome here.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
