import AirFitCatalog
import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Renderer
import Testing

/// Every preview at the largest Dynamic Type size on the smallest phone: text wraps rather than
/// running off the screen's sides (or scrolls, inside a scroll view).
@MainActor
struct DynamicTypeTests {
    nonisolated static let names = PreviewCatalog.entries.map(\.name)

    @Test(arguments: names)
    func textStaysOnScreenAtAX5(name: String) throws {
        let entry = try #require(PreviewCatalog.entry(named: name))
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility5
        let host = ViewHost(entry.makeView(), environment: environment)
        // Measured as the renderer draws: Pango over the pinned fonts.
        host.measurer = PangoTextMeasurer(fonts: try FontLibrary.shared())
        let device = Device.iPhoneSE
        let items = host.displayList(on: device, at: 2)
        // Text inside a scroll view (a clip group) may sit beyond the screen: it scrolls there.
        let texts = items.filter { item in
            guard case .text = item.content else { return false }
            return !item.groups.contains { if case .clip = $0.effect { true } else { false } }
        }
        for item in texts {
            #expect(item.frame.minX + item.offset.width >= -0.5, "\(name): text starts off screen at \(item.frame)")
            #expect(item.frame.maxX + item.offset.width <= device.size.width + 0.5, "\(name): text runs off screen at \(item.frame)")
        }
    }

    @Test func theGlassCardPreviewReadsAsOneLabelledElement() throws {
        let entry = try #require(PreviewCatalog.entry(named: "glass-card"))
        let host = ViewHost(entry.makeView())
        #expect(host.accessibilityElements.map(\.label) == ["Nutrition summary, 1850 of 2300 calories"])
    }
}
