/// Apple's `ColorSchemeContrast`: whether Increase Contrast is on.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The standard contrast.
    case standard
    /// Increase Contrast is on.
    case increased
}

/// Apple's `LegibilityWeight`: whether Bold Text is on.
public enum LegibilityWeight: Hashable, Sendable {
    /// The regular weights.
    case regular
    /// Bold Text is on: text draws heavier.
    case bold
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Increase Contrast. Read-only for views, as in SwiftUI; the runtime sets it.
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// Bold Text (`.bold`), as in SwiftUI, where views may also set it.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Differentiate Without Color. Read-only for views; the runtime sets it.
    public var accessibilityDifferentiateWithoutColor: Bool { self[DifferentiateWithoutColorKey.self] }

    /// Smart Invert or Classic Invert. Read-only for views; the runtime sets it.
    public var accessibilityInvertColors: Bool { self[InvertColorsKey.self] }

    /// Button Shapes. Read-only for views; the runtime sets it.
    public var accessibilityShowButtonShapes: Bool { self[ShowButtonShapesKey.self] }
}

extension EnvironmentValues {
    /// The runtime's setter for Increase Contrast.
    package var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The runtime's setter for Differentiate Without Color.
    package var _accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// The runtime's setter for Invert Colors.
    package var _accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// The runtime's setter for Button Shapes.
    package var _accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Whether VoiceOver is on (Apple: `accessibilityVoiceOverEnabled`); off here.
    ///
    /// ```swift
    /// @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    /// ```
    public var accessibilityVoiceOverEnabled: Bool { self[VoiceOverEnabledKey.self] }

    /// Whether Switch Control is on (Apple: `accessibilitySwitchControlEnabled`); off here.
    public var accessibilitySwitchControlEnabled: Bool { self[SwitchControlEnabledKey.self] }

    /// Whether an assistive technology is on (Apple: `accessibilityEnabled`).
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the person asked to dim flashing lights (Apple: `accessibilityDimFlashingLights`).
    public var accessibilityDimFlashingLights: Bool { self[DimFlashingLightsKey.self] }

    /// Whether animated images play (Apple: `accessibilityPlayAnimatedImages`); true unless turned off.
    public var accessibilityPlayAnimatedImages: Bool { self[PlayAnimatedImagesKey.self] }
}

extension View {
    /// Keeps the view's colors when Smart Invert is on (photos, media, brand marks). The headless
    /// renderer draws no inverted frames, so the view lays out and draws as without the modifier.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        self
    }
}
