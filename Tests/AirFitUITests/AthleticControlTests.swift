import AirFitCatalog
import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// 003's text field, badge, tab bar and pill selector through the headless runtime.
@MainActor
struct AthleticControlTests {
    @MainActor
    struct Field: View {
        @State var text = ""
        var body: some View { ModernTextField("Exercise", text: $text).padding() }
    }

    func border(_ host: ViewHost, at time: TimeInterval) -> (DisplayPaint, StrokeStyle)? {
        host.displayList(on: .iPhone16, at: time).lazy.compactMap { item -> (DisplayPaint, StrokeStyle)? in
            if case let .shape(_, paint, stroke?) = item.content { (paint, stroke) } else { nil }
        }.first
    }

    func label(_ host: ViewHost, at time: TimeInterval) -> DisplayItem? {
        host.displayList(on: .iPhone16, at: time).first {
            if case let .text(text) = $0.content { text.string == "Exercise" } else { false }
        }
    }

    @Test func textFieldFocusThickensTheBorderToEmeraldAndFloatsTheLabelOnASpring() throws {
        let host = ViewHost(Field())
        let (restPaint, restStroke) = try #require(border(host, at: 0))
        let white10 = AthleticTextField.borderColor.resolved(in: .light)
        #expect(
            restStroke.lineWidth == 1
                && restPaint == .color(red: white10.red, green: white10.green, blue: white10.blue, opacity: white10.alpha))
        #expect(try #require(label(host, at: 0)).scale.width == 1)
        try host.focus("Exercise")
        #expect(host.isFocused("Exercise"))
        let (focusPaint, focusStroke) = try #require(border(host, at: 0))
        let emerald = AthleticColors.accentPrimary.resolved(in: .light)
        #expect(focusStroke.lineWidth == 2 && focusPaint == .color(red: emerald.red, green: emerald.green, blue: emerald.blue, opacity: 1))
        // The label shrinks to 75% on D13's spring.
        let spring = AnimationTimeline(.spring(AthleticTextField.labelSpring))
        let scale = try #require(label(host, at: 0.1)).scale.width
        #expect(abs(scale - (1 - 0.25 * spring.progress(at: 0.1))) < 1e-6)
        #expect(abs(try #require(label(host, at: 2)).scale.width - 0.75) < 1e-3)
        try host.type("Bench press", into: "Exercise")
        #expect(host.accessibilityElements.map(\.description) == ["Exercise, Bench press, textField"])
    }

    @Test func glowBadgePulsesOnceOnAppearWithoutAHaptic() throws {
        let host = ViewHost(GlowBadge("Level 12", systemImage: "star.fill"))
        func badge(_ time: TimeInterval) -> DisplayItem? {
            host.displayList(on: .iPhone16, at: time).first { if case .shape(_, _, nil) = $0.content { true } else { false } }
        }
        let spring = AnimationTimeline(SignatureTransition.pulseExpand.token.animation)
        #expect(abs(try #require(badge(0)).scale.width - 0.8) < 1e-9)
        #expect(abs(try #require(badge(0.1)).scale.width - (0.8 + 0.2 * spring.progress(at: 0.1))) < 1e-6)
        #expect(abs(try #require(badge(3)).scale.width - 1) < 1e-3)
        // The glow: a shadow of the tint at 20%.
        let gold = AthleticColors.accentSecondary.resolved(in: .light)
        let glow = try #require(badge(3)).groups.lazy.compactMap { group -> DisplayPaint? in
            if case let .shadow(paint, radius, _) = group.effect, radius == 8 { paint } else { nil }
        }.first
        #expect(glow == .color(red: gold.red, green: gold.green, blue: gold.blue, opacity: 0.2))
        #expect(host.hapticsLog.isEmpty)
        #expect(host.accessibilityElements.map(\.label) == ["Level 12"])
    }

    /// Issue #37: the badge's symbol grows with its title, as `Image(systemName:)` does with a
    /// text style: 11 pt at the default size (`.caption2`, HIG), and at AX5 about 40/13 of that,
    /// the ratio by which the title grows, never an 11 pt dot beside a 40 pt title.
    @Test func glowBadgeSymbolGrowsWithItsTitle() throws {
        func sizes(_ size: DynamicTypeSize) throws -> (symbol: CGFloat, title: CGFloat) {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            let items = ViewHost(GlowBadge("Level 12", systemImage: "star.fill"), environment: environment).displayList(
                on: .iPhone16, at: 3)
            let symbol = try #require(
                items.lazy.compactMap { if case let .symbol(_, size, _, _, _) = $0.content { size } else { nil } }.first)
            let title = try #require(items.lazy.compactMap { if case let .text(text) = $0.content { text.font.size } else { nil } }.first)
            return (symbol, title)
        }
        let large = try sizes(.large)
        let ax5 = try sizes(.accessibility5)
        #expect(large.title == 13)
        let growth = ax5.symbol / large.symbol
        #expect(
            growth > 2.5 && abs(growth - ax5.title / large.title) < 0.6,
            "symbol \(large.symbol) → \(ax5.symbol), title \(large.title) → \(ax5.title)")
    }

    @MainActor
    struct Bar: View {
        @State var tab = 0
        var body: some View {
            AnimatedTabBar(
                selection: $tab,
                options: [
                    SelectionOption("Home", value: 0, systemImage: "house"), SelectionOption("Train", value: 1, systemImage: "dumbbell"),
                    SelectionOption("Progress", value: 2, systemImage: "chart.bar", hasBadge: true),
                ])
        }
    }

    @Test func tabBarFillsTheSelectedSymbolAndGivesALightImpactPerChange() throws {
        let host = ViewHost(Bar())
        func symbols() -> [String] {
            host.displayList(on: .iPhone16, at: host.time).compactMap {
                if case let .symbol(name, _, _, _, _) = $0.content { name } else { nil }
            }
        }
        #expect(symbols() == ["house.fill", "dumbbell", "chart.bar"])
        try host.tap("Train")
        #expect(symbols() == ["house", "dumbbell.fill", "chart.bar"])
        host.advance(to: 1)
        try host.tap("Train")
        try host.tap("Progress")
        #expect(host.hapticsLog.map(\.feedback) == ["impact.light", "impact.light"])
        // A tab bar (`.isTabBar`): VoiceOver reads each button as a tab with its position, as it
        // reads UIKit's tab bars ("Home, tab, 1 of 3").
        #expect(
            host.accessibilityElements.map(\.description) == [
                "Home, tab, 1 of 3", "Train, tab, 2 of 3", "Progress, new, selected, tab, 3 of 3",
            ])
    }

    /// A symbol's frame hugs its ink (D293), so `house.fill`, `dumbbell` and `chart.bar` are of
    /// different heights; each sits in the same 24 pt slot, so the titles share one line.
    @Test func tabBarTitlesShareOneLineWhateverTheirSymbols() throws {
        let items = ViewHost(Bar()).displayList(on: .iPhone16)
        let titles = items.filter {
            if case let .text(text) = $0.content { ["Home", "Train", "Progress"].contains(text.string) } else { false }
        }
        let symbols = items.filter { if case .symbol = $0.content { true } else { false } }
        #expect(titles.count == 3 && symbols.count == 3)
        #expect(Set(titles.map { ($0.frame.minY * 3).rounded() }).count == 1, "\(titles.map(\.frame))")
        #expect(Set(symbols.map { ($0.frame.height * 3).rounded() }).count > 1, "\(symbols.map(\.frame))")
    }

    @Test func tabBarBadgeDotPulsesForever() throws {
        let host = ViewHost(Bar())
        let gold = AthleticWidgets.tabBadge.resolved(in: .light)
        func dot(_ time: TimeInterval) -> DisplayItem? {
            host.displayList(on: .iPhone16, at: time).first {
                if case .shape(_, .color(gold.red, gold.green, gold.blue, 1), nil) = $0.content { true } else { false }
            }
        }
        let scales = [0.4, 0.8, 1.2, 10.4].compactMap { dot($0)?.scale.width }
        #expect(scales.count == 4 && scales[1] > 1.2 && scales[2] < scales[1] && scales[3] > 1)
    }

    @MainActor
    struct Pills: View {
        @State var muscle = "Legs"
        var body: some View { PillSelector(selection: $muscle, options: ["Chest", "Back", "Legs"]) }
    }

    @Test func pillSelectorSelectsWithASelectionHaptic() throws {
        let host = ViewHost(Pills())
        try host.tap("Back")
        try host.tap("Back")
        #expect(host.hapticsLog.map(\.feedback) == ["selection"])
        #expect(host.accessibilityElements.map(\.description) == ["Chest, button", "Back, button, selected", "Legs, button"])
        // One line each: the scroll view offers the pills all the width they want.
        let pills = host.displayList(on: .iPhoneSE, at: 1).compactMap { if case .text = $0.content { $0.frame } else { nil } }
        #expect(pills.count == 3 && pills.allSatisfy { $0.height < 25 })
    }
}

/// 003 §6's haptic budget, as the components attach feedback: passive state, stagger reveals and
/// loading never play one; only a real event does.
@MainActor
struct HapticBudgetTests {
    @Test(arguments: ["modern-components", "athletic-controls", "stats"])
    func passiveScreensStaySilent(name: String) throws {
        #expect(AthleticHaptics.Budget.of("stagger") == .never && AthleticHaptics.Budget.of("passiveState") == .never)
        let entry = try #require(PreviewCatalog.entry(named: name))
        let host = ViewHost(entry.makeView())
        host.advance(to: 3)
        #expect(host.hapticsLog.isEmpty)
    }

    @Test func achievementsAndCompletionsAlwaysPlay() throws {
        #expect(AthleticHaptics.Budget.of("achievement") == .always && AthleticHaptics.Budget.of("completion") == .always)
        let pulse = ViewHost(try #require(PreviewCatalog.entry(named: "transition-pulse-expand")).makeView())
        #expect(pulse.hapticsLog.map(\.feedback) == ["impact.rigid"])
        let countdown = ViewHost(try #require(PreviewCatalog.entry(named: "transition-countdown-burst")).makeView())
        countdown.advance(to: 5)
        #expect(countdown.hapticsLog.map(\.feedback) == ["impact.light", "impact.light", "impact.light", "impact.heavy"])
    }
}
