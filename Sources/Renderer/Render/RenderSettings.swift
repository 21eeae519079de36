import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import PlatformFacts

/// Everything a frame depends on besides the view: the device, pixel scale, appearance, Dynamic
/// Type size, the accessibility display settings and the time on the view's clock.
public struct RenderSettings: Sendable {
    public var device: Device
    /// Pixels per point; nil renders at the device's own scale.
    public var scale: CGFloat?
    public var appearance: Appearance
    public var dynamicTypeSize: DynamicTypeSize
    public var reduceMotion: Bool
    public var reduceTransparency: Bool
    /// Increase Contrast (`colorSchemeContrast == .increased`).
    public var increaseContrast = false
    /// Bold Text (`legibilityWeight == .bold`).
    public var boldText = false
    /// Differentiate Without Color.
    public var differentiateWithoutColor = false
    /// Button Shapes (`accessibilityShowButtonShapes`).
    public var buttonShapes = false
    /// Seconds since the view appeared.
    public var time: TimeInterval
    /// The locale text is looked up in (`EnvironmentValues.locale`); US English by default.
    public var locale = Locale(identifier: "en_US")
    /// The layout direction; nil for the locale's (right to left for Arabic).
    public var layoutDirection: LayoutDirection?
    /// The iOS release whose system colors are drawn (`.iOS18` by default, D207).
    public var os = IOSVersion.default
    /// One of Xcode's pseudo-languages (`double-length`, `accented`, `right-to-left`), or nil.
    package var pseudoLanguage: PseudoLanguage?

    public init(
        device: Device = .iPhone16, scale: CGFloat? = nil, appearance: Appearance = .light,
        dynamicTypeSize: DynamicTypeSize = .large, reduceMotion: Bool = false,
        reduceTransparency: Bool = false, time: TimeInterval = 0
    ) {
        self.device = device
        self.scale = scale
        self.appearance = appearance
        self.dynamicTypeSize = dynamicTypeSize
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
        self.time = time
    }

    /// The pixel scale this render uses.
    public var pixelScale: CGFloat { scale ?? device.scale }

    /// Rejects settings no frame can be made from, naming the one at fault.
    public func validate() throws(RenderError) {
        guard time.isFinite, time >= 0 else {
            throw RenderError(input: "time \(time)", reason: "must be a finite number of seconds, 0 or more")
        }
        guard pixelScale.isFinite, pixelScale > 0, pixelScale <= 8 else {
            throw RenderError(input: "scale \(pixelScale)", reason: "must be a finite number between 0 and 8")
        }
    }
}
