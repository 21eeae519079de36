import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Renderer
import Testing

/// Text laid out as the renderer draws it takes the room SF Pro takes on an iPhone: frame heights,
/// line pitch, tracking, and wrapping without hyphens.
@MainActor
struct TextMetricsFacts {
    func frame(of text: Text, width: CGFloat? = nil, device: Device = .iPhone16) throws -> CGRect {
        let view = VStack { if let width { text.frame(width: width) } else { text } }
        let host = ViewHost(view)
        let layout = host.layout(on: device, measurer: PangoTextMeasurer(fonts: try FontLibrary.shared()))
        return try #require(host.frames(ofText: text.content, in: layout).first)
    }

    func lines(_ string: String, font: Font, width: CGFloat) throws -> [String] {
        let resolved = ResolvedFont.resolve(Text(string).font(font), environment: EnvironmentValues())
        return PangoTextMeasurer(fonts: try FontLibrary.shared()).measure(string, font: resolved, maxWidth: width, lineLimit: nil).lines
    }

    // Measured on iOS 13 and iOS 18 simulators at 3x (platform-facts.md, "Dynamic Type"): a one-line
    // Text is SF Pro's natural line height (1.1934 × the size) rounded up to the pixel grid.
    @Test(arguments: [(Font.body, 61.0 / 3), (.footnote, 47.0 / 3), (.title2, 79.0 / 3)])
    func oneLineTextIsAsTallAsOnIOS(font: Font, height: Double) throws {
        let frame = try frame(of: Text("Default").font(font))
        #expect(abs(frame.height - height) < 1e-6, "\(frame.height) pt, iOS \(height) pt")
    }

    // The lines of a multi-line `.body` text are 22 pt apart on iOS (platform-facts.md): two lines
    // are one natural line plus 22 pt, rounded up to the pixel grid (42.33 pt at 3x).
    @Test func linesOfBodyTextAre22PointsApart() throws {
        let frame = try frame(of: Text("Good morning").font(.body), width: 80)
        #expect(abs(frame.height - 127.0 / 3) < 1e-6, "\(frame.height)")
        // On a 2x device the same text rounds to the half point.
        let small = try self.frame(of: Text("Default").font(.body), device: Device.iPhoneSE)
        #expect(small.height == 20.5)
    }

    // Apple HIG, Typography, "Tracking values": SF Pro at 17 pt is tracked −26/1000 em, at 12 pt 0,
    // at 34 pt +12/1000 em.
    @Test func trackingFollowsTheHIGTable() {
        #expect(abs(SystemFontMetrics.tracking(pointSize: 17) - (-0.026 * 17)) < 1e-9)
        #expect(SystemFontMetrics.tracking(pointSize: 12) == 0)
        #expect(abs(SystemFontMetrics.tracking(pointSize: 34) - 0.012 * 34) < 1e-9)
        #expect(abs(SystemFontMetrics.tracking(pointSize: 16.5) - (-0.023 * 16.5)) < 1e-9)
        let body = ResolvedFont.resolve(Text("a").font(.body), environment: EnvironmentValues())
        #expect(abs(body.letterSpacing - (-0.442)) < 1e-9)
    }

    // SwiftUI wraps between words and never inserts a hyphen; a word longer than the line breaks
    // between characters, also without a hyphen (platform-facts.md).
    @Test func wrappingNeverHyphenates() throws {
        let wrapped = try lines("Performance Weight Breakfast", font: .title, width: 120)
        #expect(wrapped.allSatisfy { !$0.hasSuffix("-") }, "\(wrapped)")
        #expect(wrapped.joined().replacingOccurrences(of: " ", with: "") == "PerformanceWeightBreakfast")
        let broken = try lines("Achievements", font: .largeTitle, width: 100)
        #expect(broken.count > 1)
        #expect(broken.joined() == "Achievements", "\(broken)")
    }

    /// `minimumScaleFactor`: when a one-line text is wider than its frame, SwiftUI draws it smaller,
    /// down to the factor (Apple: "the minimum percentage by which SwiftUI can scale text to fit the
    /// available space"). The drawn font is the layout's scale, so the text fits the frame it was given.
    @Test func minimumScaleFactorDrawsTheTextAtTheScaleItWasLaidOutAt() throws {
        let measurer = PangoTextMeasurer(fonts: try FontLibrary.shared())
        let view = Text("24,860 kg").font(.system(size: 40)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120)
        let host = ViewHost(view)
        let drawn = try #require(
            host.displayList(on: .iPhone16, at: 0, measurer: measurer).compactMap { item -> (DisplayText, CGRect)? in
                if case let .text(text) = item.content { (text, item.frame) } else { nil }
            }.first)
        #expect(drawn.0.font.size < 40 && drawn.0.font.size >= 20)
        let width = measurer.measure("24,860 kg", font: drawn.0.font, maxWidth: nil, lineLimit: 1).size.width
        #expect(width <= drawn.1.width + 0.5, "drawn \(width) pt wide in a \(drawn.1.width) pt frame")
    }
}
