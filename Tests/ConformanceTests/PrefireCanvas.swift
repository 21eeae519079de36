import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer

/// The canvas Hymns-iOS's Prefire references are recorded on: 390 pt wide at 2x, no safe area;
/// a fitted preview sits at its top leading corner, a full-screen one (844 pt tall) in its centre.
@MainActor
enum PrefireCanvas {
    /// `view` drawn `height` points tall at `size`, placed by `alignment`.
    static func render(_ view: some View, height: CGFloat, size: DynamicTypeSize, alignment: Alignment = .topLeading) throws
        -> PixelImage
    {
        let device = Device(
            name: "Prefire 390 × \(Int(height))", size: CGSize(width: 390, height: height), scale: 2, safeAreaTop: 0,
            safeAreaBottom: 0, maximumFramesPerSecond: 60)
        var settings = RenderSettings(device: device)
        settings.dynamicTypeSize = size
        return try Renderer().render(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment), settings: settings)
    }
}
