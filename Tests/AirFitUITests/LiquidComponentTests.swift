import AirFitUI
import AirFitUIHelpers
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// 004's liquid components: both glass paths, the picker's selection morph, compact mode, the
/// view helpers (and the identity they change), haptics and labels.
@MainActor
struct LiquidComponentTests {
    @MainActor
    struct Picker: View {
        let rendering: LiquidGlassRendering
        @State var selection = 0
        var body: some View {
            LiquidGlassSegmentedPicker(
                selection: $selection,
                options: [
                    SelectionOption("Meals", value: 0),
                    SelectionOption("Workouts", value: 1),
                    SelectionOption("Sleep", value: 2),
                ]
            )
            .padding()
            .liquidGlassRendering(rendering)
        }
    }

    /// Native glass, as the headless layer draws it: a frosted backdrop first (then tint, highlight, border).
    func glass(_ host: ViewHost, at time: TimeInterval) -> [DisplayItem] {
        host.displayList(on: .iPhone16, at: time).filter { if case .shape(_, .backdrop, nil) = $0.content { true } else { false } }
    }

    @Test func nativePickerPutsGlassOnlyUnderTheSelectionAndMorphsOnTheSelectionSpring() throws {
        let host = ViewHost(Picker(rendering: .native))
        let before = glass(host, at: 0)
        #expect(before.count == 1)
        let start = try #require(before.first).frame
        try host.tap("Sleep")
        let spring = AnimationTimeline(GlassTokens.Animation.selection)
        let end = try #require(glass(host, at: 3).first).frame
        #expect(end.minX > start.minX + 200)
        for t in [0.05, 0.15, 0.3] {
            let frame = try #require(glass(host, at: t).first).frame
            #expect(abs(frame.minX - (start.minX + (end.minX - start.minX) * spring.progress(at: t))) < 1e-6)
        }
        #expect(host.hapticsLog.map(\.feedback) == ["selection"])
        #expect(host.accessibilityElements.map(\.description) == ["Meals, button", "Workouts, button", "Sleep, button, selected"])
    }

    @Test func fallbackPickerDrawsTheMaterialAndNoNativeGlass() throws {
        let host = ViewHost(Picker(rendering: .fallback))
        let items = host.displayList(on: .iPhone16, at: 1)
        #expect(glass(host, at: 1).isEmpty)
        #expect(items.contains { if case .shape(_, .material, nil) = $0.content { true } else { false } })
        // The gradient border and the two layered shadows of 004's fallback.
        #expect(items.contains { if case .shape(_, .linearGradient, _?) = $0.content { true } else { false } })
        let shadows = items.flatMap(\.groups).compactMap { group -> CGFloat? in
            if case let .shadow(_, radius, _) = group.effect { radius } else { nil }
        }
        #expect(Set(shadows).isSuperset(of: [1, 8]))
        try host.tap("Workouts")
        #expect(host.hapticsLog.map(\.feedback) == ["selection"])
    }

    @MainActor
    struct Page: View {
        var body: some View {
            FitToScreenPage { _ in
                GlassCard(tint: .blue) {
                    VStack(alignment: .leading) {
                        Text("Morning run")
                        SecondaryText("5.2 km")
                    }
                }
                GlassIconButton(systemImage: "gearshape", accessibilityLabel: "Settings") {}
            }
        }
    }

    @Test func fitToScreenGoesCompactBelowSevenHundredPoints() throws {
        func host(on device: Device) -> ViewHost {
            var environment = EnvironmentValues()
            environment[ProposedSizeKey.self] = ViewHost.readerSize(on: device)
            let host = ViewHost(Page(), environment: environment)
            host.device = device
            return host
        }
        let regular = host(on: .iPhone16)
        let compact = host(on: .iPhoneSE)
        func texts(_ host: ViewHost, on device: Device) -> [String] {
            host.displayList(on: device, at: 1).compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
        }
        #expect(texts(regular, on: .iPhone16) == ["Morning run", "5.2 km"])
        #expect(texts(compact, on: .iPhoneSE) == ["Morning run"])
        func button(_ host: ViewHost, on device: Device) -> CGRect? {
            host.displayList(on: device, at: 1).first {
                if case .shape(_, .backdrop, nil) = $0.content, $0.frame.width < 60 { true } else { false }
            }?
            .frame
        }
        #expect(button(regular, on: .iPhone16)?.width == 44 && button(compact, on: .iPhoneSE)?.width == 36)
        #expect(GlassTokens.Layout.cardSpacing(for: ViewHost.readerSize(on: .iPhoneSE).height) == 12)
        #expect(GlassTokens.Layout.cardSpacing(for: ViewHost.readerSize(on: .iPhone16).height) == 16)
    }

    @MainActor
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    @MainActor
    struct Toggling: View {
        @State var dimmed = false
        var body: some View {
            VStack {
                Counter().if(dimmed) { $0.opacity(0.5) }
                Button("Dim") { dimmed.toggle() }
            }
        }
    }

    @Test func ifChangesIdentitySoStateResets() throws {
        let host = ViewHost(Toggling())
        try host.tap("Count 0")
        try host.tap("Count 1")
        #expect(host.accessibilityElements.first?.label == "Count 2")
        try host.tap("Dim")
        // Another branch, another view: the counter starts again.
        #expect(host.accessibilityElements.first?.label == "Count 0")
    }

    @Test func helpersApplyWhatTheySay() throws {
        let host = ViewHost(
            VStack {
                Text("A").if(true, ifTrue: { $0.opacity(0.25) }, ifFalse: { $0.opacity(0.75) })
                Text("B").ifLet(Optional(0.5)) { view, value in view.opacity(value) }
                Text("C").ifLet(Double?.none) { view, value in view.opacity(value) }
                Text("D").symmetricPadding(horizontal: 20, vertical: 12)
                Text("E").accessibilityConfigured(label: "Edit", hint: "Opens the editor", traits: .isButton)
            })
        let items = host.displayList(on: .iPhone16, at: 0)
        func item(_ string: String) -> DisplayItem? {
            items.first { if case let .text(text) = $0.content { text.string == string } else { false } }
        }
        #expect(item("A")?.opacity == 0.25 && item("B")?.opacity == 0.5 && item("C")?.opacity == 1)
        #expect(host.accessibilityElements.last?.description == "Edit, button. Opens the editor")
        let d = try #require(item("D"))
        let c = try #require(item("C"))
        // The padding, and the distance a `.body` text keeps above a padded edge (10.64 pt, D314).
        #expect(abs(d.frame.minY - c.frame.maxY - 12 - 10.64) < 1)
    }

    @Test func buttonsAreLabelledAndFire() throws {
        var taps = 0
        let host = ViewHost(
            HStack {
                GlassHelpButton { taps += 1 }
                GlassTextPillButton("Continue", systemImage: "arrow.right", isProminent: true) { taps += 1 }
            })
        #expect(host.accessibilityElements.map(\.description) == ["Help, button. Explains this page", "Continue, button"])
        try host.tap("Help")
        try host.tap("Continue")
        #expect(taps == 2)
    }
}
