import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// Environment values apps read (Apple's `EnvironmentValues`): what an iPhone reports with no
/// assistive technology on, `pixelLength` as one display pixel, and the values the scroll and
/// control modifiers set for the views inside them.
@MainActor
struct SystemEnvironmentValueTests {
    struct Probe: View {
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.accessibilityPlayAnimatedImages) private var playsImages
        @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
        @Environment(\.accessibilityDimFlashingLights) private var dimsFlashes
        @Environment(\.accessibilityEnabled) private var assistive
        @Environment(\.isLuminanceReduced) private var dimmed
        @Environment(\.isSceneCaptured) private var captured
        @Environment(\.supportsMultipleWindows) private var windows
        @Environment(\.pixelLength) private var pixelLength
        @Environment(\.appearsActive) private var appearsActive
        @Environment(\.verticalScrollIndicatorVisibility) private var vertical
        @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
        @Environment(\.verticalScrollBounceBehavior) private var verticalBounce
        @Environment(\.horizontalScrollBounceBehavior) private var horizontalBounce
        @Environment(\.scrollDismissesKeyboardMode) private var keyboard
        @Environment(\.menuIndicatorVisibility) private var menuIndicator
        @Environment(\.labelsVisibility) private var labels

        var body: some View {
            Text(
                verbatim: [
                    "vo=\(voiceOver)", "sc=\(switchControl)", "dim=\(dimsFlashes)", "any=\(assistive)", "lum=\(dimmed)",
                    "cap=\(captured)", "win=\(windows)", "play=\(playsImages)", "px=\(pixelLength)", "active=\(appearsActive)",
                    "v=\(vertical.kind)", "h=\(horizontal.kind)", "vb=\(verticalBounce.kind)", "hb=\(horizontalBounce.kind)",
                    "kb=\(keyboard.kind)", "menu=\(menuIndicator == .hidden)", "labels=\(labels == .hidden)",
                ].joined(separator: " "))
        }
    }

    func read(_ view: some View, device: Device = .iPhone16) -> String {
        ViewHost(view, device: device).displayList(on: device).compactMap { item -> String? in
            if case let .text(text) = item.content { text.string } else { nil }
        }.joined()
    }

    @Test func anIPhoneWithNothingTurnedOn() {
        #expect(
            read(Probe())
                == "vo=false sc=false dim=false any=false lum=false cap=false win=false play=true px=0.3333333333333333 active=true v=0 h=0 vb=0 hb=0 kb=0 menu=false labels=false"
        )
    }

    /// The iPhone SE (3rd generation) draws at 2x: a pixel is half a point.
    @Test func aPixelIsOneOverTheScale() {
        #expect(read(Probe(), device: .iPhoneSE).contains("px=0.5"))
        // A host moved to the SE measures there too.
        let host = ViewHost(Probe())
        host.device = .iPhoneSE
        let text = host.displayList(on: .iPhoneSE).compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
        #expect(text.joined().contains("px=0.5"))
    }

    @Test func modifiersSetTheValuesInside() {
        let set = Probe()
            .scrollIndicators(.hidden, axes: .vertical)
            .scrollBounceBehavior(.basedOnSize, axes: .horizontal)
            .scrollDismissesKeyboard(.interactively)
            .menuIndicator(.hidden)
            .labelsHidden()
        #expect(read(set).contains("v=2 h=0 vb=0 hb=2 kb=2 menu=true labels=true"), "\(read(set))")
        // Both axes by default.
        #expect(read(Probe().scrollIndicators(.never)).contains("v=3 h=3"))
    }
}
