import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import ImageEncoding
import PlatformFacts
import Renderer
import SnapshotTesting

extension Snapshotting where Value: View, Format == PixelImage {
    /// A view rendered headlessly on Linux (Cairo and Pango over the pinned fonts), compared with
    /// its PNG reference on the gallery's perceptual threshold. Record as swift-snapshot-testing
    /// records: `withSnapshotTesting(record: .missing)`, `.failed` or `.all`, or the
    /// `SNAPSHOT_TESTING_RECORD` environment variable.
    ///
    /// ```swift
    /// @Test func profileDarkAtAX3() {
    ///     assertSnapshot(
    ///         of: ProfileScreen(),
    ///         as: .headlessImage(layout: .device(.iPhone16), appearance: .dark, dynamicTypeSize: .accessibility3))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Whether the view is drawn as in the app's key window, under its
    ///     status bar, as swift-snapshot-testing's parameter of that name draws it. By default it is
    ///     not, as there: a device's screen shows no status bar, so a navigation bar starts at the
    ///     safe area (5 pt lower than in the app on an iPhone 16, D280).
    ///   - layout: A device's screen (iPhone 16 by default), a fixed size, or the view's own size.
    ///   - scale: Pixels per point (1 by default, to keep references small).
    ///   - appearance: Light or dark.
    ///   - dynamicTypeSize: The text size, `.xSmall` to `.accessibility5`.
    ///   - reduceMotion, reduceTransparency, increaseContrast, boldText, differentiateWithoutColor,
    ///     buttonShapes: The accessibility display settings.
    ///   - locale: The locale text is looked up and formatted in (`en_US` by default); `ar` and the
    ///     other right-to-left languages lay out mirrored.
    ///   - layoutDirection: The layout direction, when it should not follow the locale.
    ///   - pseudoLanguage: One of Xcode's pseudo-languages, applied to localized text.
    ///   - os: The iOS release whose system colors are drawn: `.iOS18` (the default) or `.iOS26`.
    ///   - time: Seconds after the view appeared, on its virtual clock.
    ///   - precision: The share of pixels that must match (1 − the gallery's 0.1% by default).
    ///   - perceptualTolerance: How far (ΔE_OK) a pixel may differ and still match.
    public static func headlessImage(
        drawHierarchyInKeyWindow: Bool = false, layout: HeadlessSnapshotLayout, scale: CGFloat = 1, appearance: Appearance = .light,
        dynamicTypeSize: DynamicTypeSize = .large, reduceMotion: Bool = false, reduceTransparency: Bool = false,
        increaseContrast: Bool = false, boldText: Bool = false, differentiateWithoutColor: Bool = false,
        buttonShapes: Bool = false, locale: Locale = Locale(identifier: "en_US"), layoutDirection: LayoutDirection? = nil,
        pseudoLanguage: SnapshotPseudoLanguage? = nil, os: IOSVersion = .default, time: TimeInterval = 1,
        precision: Double = 1 - PerceptualThreshold.snapshot.allowedFraction,
        perceptualTolerance: Double = PerceptualThreshold.snapshot.tolerance
    ) -> Snapshotting {
        Snapshotting<PixelImage, PixelImage>.pixelImage(precision: precision, perceptualTolerance: perceptualTolerance)
            .pullback { (view: Value) -> PixelImage in
                // Snapshot tests run on the main actor; the view never leaves it.
                nonisolated(unsafe) let view = view
                return MainActor.assumeIsolated {
                    var settings = RenderSettings(
                        device: device(for: layout, of: view, scale: scale, inKeyWindow: drawHierarchyInKeyWindow), scale: scale,
                        appearance: appearance,
                        dynamicTypeSize: dynamicTypeSize, reduceMotion: reduceMotion, reduceTransparency: reduceTransparency,
                        time: time)
                    settings.increaseContrast = increaseContrast
                    settings.boldText = boldText
                    settings.differentiateWithoutColor = differentiateWithoutColor
                    settings.buttonShapes = buttonShapes
                    settings.locale = locale
                    settings.layoutDirection = layoutDirection
                    settings.pseudoLanguage = pseudoLanguage?.pseudoLanguage
                    settings.os = os
                    do {
                        return try Renderer().render(view, settings: settings)
                    } catch {
                        // A render that cannot be made snapshots as 1×1 and fails against its reference.
                        return try! PixelImage(width: 1, height: 1)
                    }
                }
            }
    }

    /// A view rendered headlessly on `device` (iPhone 16 by default): `headlessImage(layout: .device(device), ...)`.
    public static func headlessImage(
        drawHierarchyInKeyWindow: Bool = false, device: Device = .iPhone16, scale: CGFloat = 1, appearance: Appearance = .light,
        dynamicTypeSize: DynamicTypeSize = .large, reduceMotion: Bool = false, time: TimeInterval = 1,
        precision: Double = 1 - PerceptualThreshold.snapshot.allowedFraction,
        perceptualTolerance: Double = PerceptualThreshold.snapshot.tolerance
    ) -> Snapshotting {
        headlessImage(
            drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, layout: .device(device), scale: scale, appearance: appearance,
            dynamicTypeSize: dynamicTypeSize,
            reduceMotion: reduceMotion, time: time, precision: precision, perceptualTolerance: perceptualTolerance)
    }

    /// The device a layout renders on: the device itself (laid out on its own pixel grid, as that
    /// iPhone does; with its status bar only in the key window), or a canvas of the fixed or fitted size with no safe area, laid out on the
    /// grid of the `scale` the snapshot is drawn at (D210): a one-line `.body` text is 20.33 pt
    /// tall in a 3x snapshot, as on a 3x display, and 21 pt at 1x.
    @MainActor
    static func device(for layout: HeadlessSnapshotLayout, of view: Value, scale: CGFloat = 1, inKeyWindow: Bool = false) -> Device {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        func canvas(_ size: CGSize) -> Device {
            let size = Device.pixelAligned(size, scale: scale)
            return Device(
                name: "Snapshot \(Int(size.width))×\(Int(size.height))", size: size, scale: scale,
                safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)
        }
        switch layout {
        case let .device(device):
            return inKeyWindow ? device : device.withoutStatusBar
        case let .fixed(width, height):
            return canvas(CGSize(width: width, height: height))
        case .sizeThatFits:
            let host = ViewHost(view)
            return canvas(host.idealSize(measurer: (try? FontLibrary.shared()).map { PangoTextMeasurer(fonts: $0) }, scale: scale))
        }
    }
}
