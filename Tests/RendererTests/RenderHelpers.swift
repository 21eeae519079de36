import DesignTokens
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer

/// A 200×200 pt test device, so pixel tests render small frames.
let testDevice = Device(
    name: "Test 200", size: CGSize(width: 200, height: 200), scale: 1,
    safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)

@MainActor
func render(
    _ view: some View, device: Device = testDevice, scale: CGFloat = 1, appearance: Appearance = .light,
    reduceMotion: Bool = false, time: Double = 0
) throws -> PixelImage {
    try Renderer().render(
        view,
        settings: RenderSettings(
            device: device, scale: scale, appearance: appearance,
            reduceMotion: reduceMotion, time: time))
}

extension PixelImage {
    /// The summed darkness (255 − luma, weighted by alpha over white) of a region: how much ink it holds.
    func ink(in rect: (x: Range<Int>, y: Range<Int>)) -> Double {
        var total = 0.0
        for y in rect.y {
            for x in rect.x {
                guard let p = self[x: x, y: y] else { continue }
                let red: Double = 0.2126 * Double(p.red)
                let green: Double = 0.7152 * Double(p.green)
                let blue: Double = 0.0722 * Double(p.blue)
                let luma = red + green + blue
                let alpha = Double(p.alpha) / 255
                total += (255 - luma) * alpha
            }
        }
        return total
    }

    /// Pixels whose straight color differs from `color` by more than `tolerance` in any channel.
    func count(in rows: Range<Int>, columns: Range<Int>, where predicate: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in rows { for x in columns where self[x: x, y: y].map(predicate) == true { count += 1 } }
        return count
    }
}
