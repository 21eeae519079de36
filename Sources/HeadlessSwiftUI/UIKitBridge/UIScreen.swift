import Foundation

/// The screen an app's code asks UIKit about (Apple: `UIScreen`), as SwiftUI code still reads it:
/// `UIScreen.main.bounds.width` for a width, `scale` for a hairline.
///
/// Headless, the main screen is the device of the host that was made or moved to a device last
/// (`ViewHost(_:device:)`, its `device`), an iPhone 16 before any (D267): a view built inside a
/// host reads that host's screen. Bounds are in points and follow the orientation, as UIKit's do
/// since iOS 8; native bounds are the portrait panel in pixels.
///
/// ```swift
/// Image("Hero").resizable().frame(width: UIScreen.main.bounds.width * 0.8)
/// ```
@MainActor
public final class UIScreen {
    /// The screen's size in points, its scale and its refresh rate.
    package struct Metrics: Equatable, Sendable {
        package var size: CGSize
        package var scale: CGFloat
        package var maximumFramesPerSecond: Int

        package init(size: CGSize, scale: CGFloat, maximumFramesPerSecond: Int) {
            self.size = size
            self.scale = scale
            self.maximumFramesPerSecond = maximumFramesPerSecond
        }

        /// An iPhone 16's portrait screen: 393 × 852 points at 3x, 60 Hz (Apple's technical
        /// specifications; the layer's default device).
        package static let iPhone16 = Metrics(size: CGSize(width: 393, height: 852), scale: 3, maximumFramesPerSecond: 60)
    }

    /// What the main screen reports: set by the host that was made or moved to a device last.
    package static var described = Metrics.iPhone16

    private init() {}

    /// The device's screen (deprecated in iOS 26 for the screen found through a window scene; the
    /// layer has one screen).
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context instead")
    public static var main: UIScreen { UIScreen() }

    /// The screen's rectangle in points, in the current orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: Self.described.size) }

    /// Pixels per point: 3 on an iPhone 16, 2 on an iPhone SE.
    public var scale: CGFloat { Self.described.scale }

    /// The panel's rectangle in pixels, portrait whatever the orientation.
    public var nativeBounds: CGRect {
        let size = Self.described.size
        let scale = Self.described.scale
        return CGRect(x: 0, y: 0, width: min(size.width, size.height) * scale, height: max(size.width, size.height) * scale)
    }

    /// The panel's pixels per point (the scale on every iPhone the layer has).
    public var nativeScale: CGFloat { Self.described.scale }

    /// The most frames a second the screen shows: 60, or 120 on a ProMotion iPhone.
    public var maximumFramesPerSecond: Int { Self.described.maximumFramesPerSecond }

    /// The backlight's level from 0 to 1: held, not shown (no backlight headless).
    public var brightness: CGFloat {
        get { UIScreen.brightnessLevel }
        set { UIScreen.brightnessLevel = min(max(newValue, 0), 1) }
    }

    private static var brightnessLevel: CGFloat = 0.5
}
