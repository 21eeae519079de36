import Foundation

/// Options as a row of compact elements, usually symbols (Apple: `PalettePickerStyle`, iOS 17).
/// Apple: "When used outside of menus, this style is rendered as a segmented picker", as it is
/// here; inside a menu it shows when the menu opens, which is not drawn.
///
/// ```swift
/// Picker("Reaction", selection: $reaction) { ... }.pickerStyle(.palette)
/// ```
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    nonisolated public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
    /// Options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// How a palette picker marks its chosen option (Apple: `PaletteSelectionEffect`, iOS 17).
public struct PaletteSelectionEffect: Sendable, Equatable {
    private let name: String

    /// The system's mark.
    public static let automatic = PaletteSelectionEffect(name: "automatic")
    /// The chosen option's symbol in `variant` (`.fill`, say).
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant")
    }
    /// No mark: the options draw the selection themselves.
    public static let custom = PaletteSelectionEffect(name: "custom")
}

extension View {
    /// How the palette pickers below mark their chosen option (Apple: `paletteSelectionEffect(_:)`).
    /// A palette outside a menu is drawn as a segmented picker here, which marks it its own way.
    nonisolated public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
