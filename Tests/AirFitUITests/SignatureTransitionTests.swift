import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// 003 §4's transitions: display-list values at their key instants and haptics log (kind and time)
/// against 003 §6, with their Reduce Motion variants.
@MainActor
struct SignatureTransitionTests {
    static func reduced() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment._accessibilityReduceMotion = true
        return environment
    }

    func text(_ string: String, in host: ViewHost, at time: TimeInterval) -> DisplayItem? {
        host.displayList(on: .iPhone16, at: time).first { if case let .text(text) = $0.content { text.string == string } else { false } }
    }

    func log(_ host: ViewHost) -> [String] {
        host.hapticsLog.map { "\($0.feedback)@\(String(format: "%.2f", $0.time))" }
    }

    // MARK: Pulse expand

    @MainActor
    struct Pulsing: View {
        @State var level = 1
        var body: some View {
            Text("Level \(level)").pulseExpand(trigger: level)
                .onTapGesture { level += 1 }
                .accessibilityLabel("Level up")
        }
    }

    @Test func pulseExpandSpringsFromEightyPercentWithARigidImpact() throws {
        let host = ViewHost(Pulsing())
        #expect(try #require(text("Level 1", in: host, at: 0)).scale.width == 1)
        host.advance(to: 0.5)
        try host.tap("Level up")
        let spring = AnimationTimeline(SignatureTransition.pulseExpand.token.animation)
        for dt in [0.0, 0.1, 0.3] {
            let scale = try #require(text("Level 2", in: host, at: 0.5 + dt)).scale.width
            #expect(abs(scale - (0.8 + 0.2 * spring.progress(at: dt))) < 1e-6)
        }
        #expect(log(host) == ["impact.rigid@0.50"])
    }

    @Test func pulseExpandUnderReduceMotionIsOpacityOnly() throws {
        let host = ViewHost(Pulsing(), environment: Self.reduced())
        try host.tap("Level up")
        let item = try #require(text("Level 2", in: host, at: 0))
        #expect(item.scale.width == 1 && abs(item.opacity - 0.5) < 1e-9)
        #expect(try #require(text("Level 2", in: host, at: 1)).opacity == 1)
        #expect(log(host) == ["impact.rigid@0.00"])
    }

    // MARK: Card flip

    @MainActor
    struct Flipping: View {
        @State var flipped = false
        var body: some View {
            Text("Front").frame(width: 200, height: 120)
                .cardFlip(isFlipped: flipped) { Text("Back").frame(width: 200, height: 120) }
                .onTapGesture { flipped.toggle() }
                .accessibilityLabel("Flip card")
        }
    }

    @Test func cardFlipTurnsAboutYWithTheHapticAtNinetyDegrees() throws {
        let host = ViewHost(Flipping())
        try host.tap("Flip card")
        func turned(_ time: TimeInterval) -> (front: DisplayItem?, back: DisplayItem?) {
            host.advance(to: time)
            return (text("Front", in: host, at: time), text("Back", in: host, at: time))
        }
        // Ease-in to 90° over 0.25 s, then ease-out to 180°.
        let quarter = turned(0.125)
        #expect(quarter.front?.opacity == 1 && quarter.back?.opacity == 0)
        #expect(host.hapticsLog.isEmpty)
        let midpoint = turned(0.25)
        #expect(midpoint.front?.opacity == 0 && midpoint.back?.opacity == 0)
        let end = turned(0.5)
        #expect(end.front?.opacity == 0 && end.back?.opacity == 1)
        #expect(log(host) == ["impact.medium@0.25"])
    }

    @Test func cardFlipUnderReduceMotionCrossFadesWithTheHapticStill() throws {
        let host = ViewHost(Flipping(), environment: Self.reduced())
        try host.tap("Flip card")
        host.advance(to: 0.25)
        let front = try #require(text("Front", in: host, at: 0.25))
        let back = try #require(text("Back", in: host, at: 0.25))
        #expect(abs(front.opacity - 0.5) < 1e-9 && abs(back.opacity - 0.5) < 1e-9)
        // No turn: any projection is the identity.
        for group in front.groups {
            if case let .projection(matrix) = group.effect { #expect(matrix == [1, 0, 0, 0, 1, 0, 0, 0, 1]) }
        }
        host.advance(to: 0.6)
        #expect(log(host) == ["impact.medium@0.25"])
    }

    // MARK: Countdown burst

    @Test func countdownTicksEachNumberAndHitsHeavyOnGo() throws {
        var finished = false
        let host = ViewHost(Countdown(from: 3) { finished = true })
        host.advance(to: 4.5)
        #expect(log(host) == ["impact.light@0.00", "impact.light@1.00", "impact.light@2.00", "impact.heavy@3.00"])
        #expect(finished)
    }

    @Test func countdownNumbersBurstOutAndSpringIn() throws {
        let host = ViewHost(Countdown(from: 3))
        host.advance(to: 1)
        let outgoing = try #require(text("3", in: host, at: 1.05))
        let incoming = try #require(text("2", in: host, at: 1.05))
        let spring = AnimationTimeline(SignatureTransition.countdownBurst.token.animation)
        let p = spring.progress(at: 0.05)
        #expect(abs(outgoing.scale.width - (1 + 0.3 * p)) < 1e-6)
        #expect(abs(incoming.scale.width - (0.7 + 0.3 * p)) < 1e-6)
        #expect(text("3", in: host, at: 2) == nil)
    }

    @Test func countdownUnderReduceMotionFadesWithEveryHaptic() throws {
        let host = ViewHost(Countdown(from: 2), environment: Self.reduced())
        host.advance(to: 1.05)
        #expect(try #require(text("1", in: host, at: 1.05)).scale.width == 1)
        host.advance(to: 3.5)
        #expect(log(host) == ["impact.light@0.00", "impact.light@1.00", "impact.heavy@2.00"])
    }

    // MARK: Tab morph

    @MainActor
    struct Tabs: View {
        @State var tab = 1
        var body: some View {
            VStack {
                TabMorphContainer(selection: tab) { Text("Page \($0)").frame(width: 200, height: 100) }
                AnimatedTabBar(
                    selection: $tab,
                    options: [
                        SelectionOption("One", value: 0, systemImage: "house"), SelectionOption("Two", value: 1, systemImage: "dumbbell"),
                        SelectionOption("Three", value: 2, systemImage: "chart.bar"),
                    ])
            }
        }
    }

    @Test func tabMorphSlidesByTheTabDeltaWithOneLightImpact() throws {
        let host = ViewHost(Tabs())
        let rest = try #require(text("Page 1", in: host, at: 0)).frame.minX
        try host.tap("Three")
        // Forward: the new page comes from 30 pt trailing, the old one leaves 30 pt leading, to 40%.
        let spring = AnimationTimeline(SignatureTransition.tabMorph.token.animation)
        let p = spring.progress(at: 0.1)
        let incoming = try #require(text("Page 2", in: host, at: 0.1))
        let outgoing = try #require(text("Page 1", in: host, at: 0.1))
        #expect(abs(incoming.offset.width - 30 * (1 - p)) < 1e-6)
        #expect(abs(outgoing.offset.width + 30 * p) < 1e-6)
        #expect(abs(outgoing.opacity - (1 - 0.6 * p)) < 1e-6)
        #expect(incoming.frame.minX == rest)
        #expect(log(host) == ["impact.light@0.00"])
        // Backward: the other way round.
        host.advance(to: 2)
        try host.tap("One")
        let back = try #require(text("Page 0", in: host, at: 2.1))
        let leaving = try #require(text("Page 2", in: host, at: 2.1))
        #expect(abs(back.offset.width + 30 * (1 - p)) < 1e-6)
        #expect(abs(leaving.offset.width - 30 * p) < 1e-6)
        #expect(log(host) == ["impact.light@0.00", "impact.light@2.00"])
    }

    /// Issue #29: the container takes any `Hashable` selection, as `AnimatedTabBar` does; the
    /// direction comes from the tabs' order, not from comparing values ("Progress" < "Train").
    @MainActor
    struct NamedTabs: View {
        @State var tab = "Train"
        let order = ["Train", "Progress", "Home"]
        var body: some View {
            VStack {
                TabMorphContainer(selection: tab, in: order) { Text("Page \($0)").frame(width: 200, height: 100) }
                AnimatedTabBar(
                    selection: $tab,
                    options: order.map { SelectionOption(LocalizedStringKey($0), value: $0, systemImage: "house") })
            }
        }
    }

    @Test func tabMorphOrdersAnyHashableSelectionByItsTabs() throws {
        let host = ViewHost(NamedTabs())
        try host.tap("Progress")
        // Later in the tab order, though earlier in the alphabet: in from the trailing side.
        let p = AnimationTimeline(SignatureTransition.tabMorph.token.animation).progress(at: 0.1)
        let incoming = try #require(text("Page Progress", in: host, at: 0.1))
        #expect(abs(incoming.offset.width - 30 * (1 - p)) < 1e-6)
    }

    @Test func tabMorphUnderReduceMotionSwapsInstantly() throws {
        let host = ViewHost(Tabs(), environment: Self.reduced())
        try host.tap("One")
        #expect(text("Page 1", in: host, at: 0) == nil)
        #expect(try #require(text("Page 0", in: host, at: 0)).offset == .zero)
        #expect(log(host) == ["impact.light@0.00"])
    }

    // MARK: Hero

    func fill(in host: ViewHost, at time: TimeInterval) -> DisplayItem? {
        host.displayList(on: .iPhone16, at: time).first { if case .fill = $0.content { true } else { false } }
    }

    @MainActor
    struct HeroPair: View {
        @Namespace var namespace
        @State var open = false
        var body: some View {
            VStack {
                if open {
                    Color.red.frame(width: 300, height: 400).heroDestination(id: 1, namespace: namespace)
                } else {
                    Color.blue.frame(width: 150, height: 80).heroSource(id: 1, namespace: namespace)
                        .onTapGesture { withAnimation(.token(SignatureTransition.hero.token.animation)) { open = true } }
                        .accessibilityLabel("Open")
                }
            }
        }
    }

    @Test func heroGrowsFromTheCardWithMediumThenSoft() throws {
        let host = ViewHost(HeroPair())
        try host.tap("Open")
        let start = try #require(fill(in: host, at: 0)).frame
        let end = try #require(fill(in: host, at: 2)).frame
        let spring = AnimationTimeline(SignatureTransition.hero.token.animation)
        let middle = try #require(fill(in: host, at: 0.1)).frame
        #expect(start.width == 150 && end.width == 300)
        #expect(abs(middle.width - (150 + 150 * spring.progress(at: 0.1))) < 1e-6)
        host.advance(to: 1)
        #expect(log(host) == ["impact.medium@0.00", "impact.soft@0.40"])
    }

    @Test func heroUnderReduceMotionCrossFadesWithBothHaptics() throws {
        let host = ViewHost(HeroPair(), environment: Self.reduced())
        try host.tap("Open")
        #expect(try #require(fill(in: host, at: 0)).frame.width == 300)
        host.advance(to: 1)
        #expect(log(host) == ["impact.medium@0.00", "impact.soft@0.40"])
    }

    // MARK: Sheet rise

    @MainActor
    struct Sheet: View {
        @State var shown = false
        var body: some View {
            Button("Log set") { shown = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .sheetRise(isPresented: $shown) { Text("Sheet body").frame(height: 200) }
        }
    }

    @Test func sheetRisesWithSoftAndDismissesByFlickWithLight() throws {
        let host = ViewHost(Sheet())
        try host.tap("Log set")
        let rising = try #require(text("Sheet body", in: host, at: 0.05))
        let settled = try #require(text("Sheet body", in: host, at: 2))
        #expect(rising.offset.height > 100 && rising.scale.height < 1)
        #expect(settled.offset.height.magnitude < 1e-3 && abs(settled.scale.height - 1) < 1e-3)
        host.advance(to: 2)
        try host.drag(by: CGSize(width: 0, height: 60), velocity: CGSize(width: 0, height: 1200))
        host.advance(to: 3)
        #expect(text("Sheet body", in: host, at: 3) == nil)
        #expect(log(host) == ["impact.soft@0.00", "impact.light@2.00"])
    }

    /// Issue #37: the sheet reads its surface from the theme's role, not by comparing the theme's
    /// card with the athletic theme's. 003's overlay (#F0F0F2 light) outside a theme and in the
    /// athletic theme and a brand built on it; a brand's own sheet surface; a theme with solid
    /// cards and no sheet role, its card color.
    @Test func theSheetsSurfaceIsTheThemesRole() throws {
        func fill(_ theme: Theme?) throws -> DisplayPaint {
            let host = ViewHost(Group { if let theme { Sheet().theme(theme) } else { Sheet() } })
            try host.tap("Log set")
            let panel = host.displayList(on: .iPhone16, at: 2).first {
                if case .shape = $0.content { $0.frame.width == 393 && $0.frame.height > 200 } else { false }
            }
            guard case let .shape(_, paint, _)? = panel?.content else { throw CancellationError() }
            return paint
        }
        func paint(_ color: AdaptiveColor) -> DisplayPaint {
            let light = color.resolved(in: .light)
            return .color(red: light.red, green: light.green, blue: light.blue, opacity: light.alpha)
        }
        let overlay = paint(AthleticColors.surfaceOverlay)
        #expect(try fill(nil) == overlay)
        #expect(try fill(.athletic) == overlay)
        var brand = Theme.athletic.named("brand")
        let card = brand.card
        brand.card = CardStyle(
            surface: .solid(AdaptiveColor(.token("#FFF4E6"))), cornerRadius: card.cornerRadius, padding: card.padding, stroke: card.stroke,
            strokeWidth: card.strokeWidth, shadow: card.shadow)
        #expect(try fill(brand) == overlay)
        brand.sheetSurface = AdaptiveColor(.token("#E6F4FF"))
        #expect(try fill(brand) == paint(AdaptiveColor(.token("#E6F4FF"))))
        brand.sheetSurface = nil
        #expect(try fill(brand) == paint(AdaptiveColor(.token("#FFF4E6"))))
    }

    /// The panel is modal: VoiceOver's escape gesture from anything on it dismisses it (before,
    /// a VoiceOver user could only find the dim's "Dismiss sheet" button by leaving the panel).
    @Test func voiceOversEscapeDismissesTheSheet() throws {
        let host = ViewHost(Sheet())
        try host.tap("Log set")
        host.advance(to: 2)
        try host.performAccessibilityAction(.escape, from: "Sheet body")
        host.advance(to: 3)
        #expect(text("Sheet body", in: host, at: 3) == nil)
        #expect(log(host) == ["impact.soft@0.00", "impact.light@2.00"])
    }

    @Test func aShortSlowDragSpringsTheSheetBack() throws {
        let host = ViewHost(Sheet())
        try host.tap("Log set")
        host.advance(to: 2)
        try host.drag(by: CGSize(width: 0, height: 60))
        host.advance(to: 3)
        #expect(text("Sheet body", in: host, at: 3) != nil)
        #expect(log(host) == ["impact.soft@0.00"])
    }
}
