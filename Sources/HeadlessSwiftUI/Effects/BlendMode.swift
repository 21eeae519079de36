import Foundation

/// How a view's pixels combine with what is drawn behind it (Apple: `BlendMode`): the separable
/// and non-separable blend modes of Core Graphics and the Porter-Duff operators SwiftUI offers.
public enum BlendMode: Sendable {
    /// The view over what is behind it.
    case normal
    /// The colors multiplied: always as dark as the darker.
    case multiply
    /// The complements multiplied: always as light as the lighter.
    case screen
    /// Multiply or screen by the backdrop's lightness.
    case overlay
    /// The darker of the two colors.
    case darken
    /// The lighter of the two colors.
    case lighten
    /// The backdrop brightened to reflect the view.
    case colorDodge
    /// The backdrop darkened to reflect the view.
    case colorBurn
    /// Darken or lighten by the view's lightness, softly.
    case softLight
    /// Multiply or screen by the view's lightness.
    case hardLight
    /// The darker subtracted from the lighter.
    case difference
    /// As `difference`, with lower contrast.
    case exclusion
    /// The view's hue with the backdrop's saturation and luminosity.
    case hue
    /// The view's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The view's hue and saturation with the backdrop's luminosity.
    case color
    /// The view's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// The view only where the backdrop is, over it.
    case sourceAtop
    /// The backdrop over the view.
    case destinationOver
    /// The backdrop only where the view is not.
    case destinationOut
    /// The colors added, darkened: 1 − ((1 − view) + (1 − backdrop)).
    case plusDarker
    /// The colors added.
    case plusLighter
}

/// `blendMode(_:)`: the view composited on its own and blended onto what is behind it.
struct BlendModeEffect: RendererEffect {
    let mode: BlendMode

    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func lowered() -> DrawingPrimitive { .blend(mode) }
}

extension View {
    /// Blends this view with what is drawn behind it in `blendMode` (Apple: `blendMode(_:)`).
    ///
    /// ```swift
    /// Text("SALE").font(.largeTitle.bold()).foregroundStyle(.white).blendMode(.difference)
    /// ```
    ///
    /// - Parameter blendMode: How the colors combine.
    /// - Returns: A view blended onto its backdrop.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        rendererEffect(BlendModeEffect(mode: blendMode))
    }
}
