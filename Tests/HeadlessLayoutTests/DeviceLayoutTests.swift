import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

/// The part-1 sample screen on every supported device and at the largest Dynamic Type size.
@MainActor
struct DeviceLayoutTests {
    @Test(arguments: Device.all)
    func sampleScreenOnEveryDevice(device: Device) throws {
        let host = ViewHost(SampleScreen())
        let result = host.layout(on: device)
        // The gradient ignores the safe area: it covers the whole screen.
        #expect(result.frames.values.contains(device.bounds))
        // The content is padded 24 pt inside the safe area.
        let title = try #require(host.frame(endingWith: ":CascadeTitleSnippet", in: result))
        #expect(title.minX == 24)
        // Two rows of glyphs, each SF Pro's natural line at 34 pt (1.1934 × 34) rounded up to the pixel grid.
        #expect(abs(title.height - 2 * snapped(34 * 2444 / 2048, scale: device.scale)) < 1e-6)
        let button = try #require(host.frames(ofText: "Log 100 calories", in: result).first)
        #expect(button.maxY <= device.safeArea.maxY - 24 + 1e-9)
        // The card spans the content width: the ring's 88 pt frame sits 16 pt inside it.
        let number = try #require(host.frames(ofText: "1850", in: result).first)
        #expect(abs(number.maxX - (device.size.width - 24 - 16)) < 1e-9)
        #expect(result.frames.values.allSatisfy { $0.minX >= -1e-9 && $0.maxX <= device.size.width + 1e-9 })
    }

    /// A canvas is rounded up to whole pixels of its scale (D210): 32.3 pt is 97 px at 3x (32.33 pt)
    /// and 33 pt at 1x; nothing is smaller than one pixel.
    @Test func aCanvasIsRoundedUpToWholePixels() {
        let size = CGSize(width: 120, height: 32.3)
        #expect(Device.pixelAligned(size, scale: 3) == CGSize(width: 120, height: 97.0 / 3))
        #expect(Device.pixelAligned(size, scale: 1) == CGSize(width: 120, height: 33))
        #expect(Device.pixelAligned(CGSize(width: 0, height: -4), scale: 2) == CGSize(width: 0.5, height: 0.5))
    }

    @Test func accessibilitySizesGrowTheScaledTitle() throws {
        let host = ViewHost(SampleScreen())
        host.setEnvironment { $0.dynamicTypeSize = .accessibility5 }
        let result = host.layout(on: .iPhone16ProMax)
        let title = try #require(host.frame(endingWith: ":CascadeTitleSnippet", in: result))
        // @ScaledMetric(relativeTo: .largeTitle) 34 → 60 pt at AX5 (34 → 60 in Apple's table).
        #expect(abs(title.height - 2 * snapped(60 * 2444 / 2048, scale: 3)) < 1e-6)
        // Body text is 53 pt with 62 pt between lines at AX5: "Log 100 calories" (16 × 26.5 pt) no
        // longer fits the 392 pt content width and wraps to two lines: one natural line plus 62 pt.
        let height = try #require(host.frames(ofText: "Log 100 calories", in: result).first?.height)
        #expect(abs(height - snapped(53 * 2444 / 2048 + 62, scale: 3)) < 1e-6)
    }

    @Test func devicesMatchPlatformFacts() {
        #expect(Device.all.map { $0.size.width } == [375, 393, 402, 430, 440])
        #expect(Device.iPhone16Pro.safeArea == CGRect(x: 0, y: 62, width: 402, height: 874 - 62 - 34))
        #expect(Device.iPhoneSE.scale == 2 && Device.iPhone16ProMax.maximumFramesPerSecond == 120)
    }

    /// The earlier iPhones take the portrait sizes, scales and safe areas swift-snapshot-testing's
    /// `ViewImageConfig` gives them (Sources/SnapshotTesting/Common/View.swift: `iPhone8` 375 × 667
    /// with a 20 pt status bar, `iPhoneX` 375 × 812 with 44 and 34, `iPhone13` 390 × 844 with 47
    /// and 34, `iPhone13Mini` 375 × 812 with 50 and 34, `iPhone13ProMax` 428 × 926 with 47 and 34),
    /// so a view lays out as it did where its reference was recorded.
    @Test func earlierIPhonesTakeTheSizesReferencesAreRecordedAt() {
        let table: [(Device, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (.iPhone8, 375, 667, 2, 20, 0), (.iPhone8Plus, 414, 736, 3, 20, 0), (.iPhoneX, 375, 812, 3, 44, 34),
            (.iPhoneXsMax, 414, 896, 3, 44, 34), (.iPhoneXr, 414, 896, 2, 44, 34), (.iPhone12, 390, 844, 3, 47, 34),
            (.iPhone12ProMax, 428, 926, 3, 47, 34), (.iPhone13, 390, 844, 3, 47, 34), (.iPhone13Mini, 375, 812, 3, 50, 34),
            (.iPhone13Pro, 390, 844, 3, 47, 34), (.iPhone13ProMax, 428, 926, 3, 47, 34),
        ]
        for (device, width, height, scale, top, bottom) in table {
            #expect(device.size == CGSize(width: width, height: height) && device.scale == scale, "\(device)")
            #expect(device.safeArea == CGRect(x: 0, y: top, width: width, height: height - top - bottom), "\(device)")
        }
        #expect(Device.earlierIPhones.count == table.count)
        #expect(Device.earlierIPhones.map(\.size.width) == Device.earlierIPhones.map(\.size.width).sorted())
        // A view is centred in an iPhone 13's safe area, between 47 and 810 pt.
        let host = ViewHost(Color.red.frame(width: 10, height: 10))
        let frame = host.layout(on: .iPhone13).frames.values.first { $0.width == 10 && $0.height == 10 }
        #expect(frame?.midY == 47 + 763.0 / 2, "\(String(describing: frame))")
    }
}

/// `value` rounded up to the pixel grid of a `scale`x screen, as SwiftUI rounds text frames.
func snapped(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale - 1e-6).rounded(.up) / scale
}
