import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// `@Environment(\.displayScale)` is the display's pixels per point (Apple: "The display scale of
/// this environment"): 2 on an iPhone SE, 3 on an iPhone 16, and a snapshot canvas's own scale
/// (D210), so a `1 / displayScale` hairline is one pixel on each.
@MainActor
struct DisplayScaleTests {
    final class Seen { var scale: CGFloat = 0 }

    struct ScaleProbe: View {
        @Environment(\.displayScale) private var displayScale
        let seen: Seen

        var body: some View {
            seen.scale = displayScale
            return Color.clear.frame(width: 10, height: 10)
        }
    }

    @Test(arguments: [(Device.iPhoneSE, 2.0), (.iPhone16, 3.0), (.iPhone16ProMax, 3.0)])
    func theDisplayScaleIsTheDevices(device: Device, scale: Double) throws {
        let seen = Seen()
        _ = try Renderer().render(ScaleProbe(seen: seen), settings: RenderSettings(device: device, scale: 1))
        #expect(Double(seen.scale) == scale)
    }

    /// A hairline of `1 / displayScale` on a 2x iPhone SE drawn at 2x covers one row of pixels fully.
    @Test func aHairlineIsOnePixelOnASE() throws {
        let line = VStack(spacing: 0) {
            Spacer().frame(height: 100)
            HairlineRow()
            Spacer()
        }.background(Color.white)
        let image = try Renderer().render(line, settings: RenderSettings(device: .iPhoneSE))
        let dark = (0..<image.height).filter { (image[x: 100, y: $0]?.red ?? 255) < 40 }
        #expect(dark.count == 1, "rows \(dark)")
    }

    struct HairlineRow: View {
        @Environment(\.displayScale) private var displayScale

        var body: some View { Color.black.frame(height: 1 / displayScale) }
    }
}
