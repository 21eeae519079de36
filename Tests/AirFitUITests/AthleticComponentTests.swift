import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// 003's ModernCard, ModernButton, `.staggerReveal(index:)` and `.a11y`, through the headless runtime.
@MainActor
struct AthleticComponentTests {
    /// Issue #29: a `StatCard`'s accent edge takes its tint, as its icon does; it was emerald whatever
    /// the tint. The edge is 003's 3 pt bar on the card's leading side.
    @Test func aStatCardsEdgeTakesItsTint() {
        func edges(_ tint: AdaptiveColor) -> [DisplayPaint] {
            ViewHost(StatCard("Streak", value: "12", systemImage: "flame.fill", tint: tint)).displayList(on: .iPhone16)
                .filter { abs($0.frame.width - 3) < 0.01 && $0.frame.height > 20 }
                .compactMap { item -> DisplayPaint? in
                    switch item.content {
                    case let .fill(paint): paint
                    case let .shape(_, paint, _): paint
                    default: nil
                    }
                }
        }
        func paint(_ color: AdaptiveColor) -> DisplayPaint {
            let light = color.light
            return .color(red: light.red, green: light.green, blue: light.blue, opacity: light.alpha)
        }
        #expect(edges(AthleticColors.accentSecondary) == [paint(AthleticColors.accentSecondary)])
        #expect(edges(AthleticColors.accentPrimary) == [paint(AthleticColors.accentPrimary)])
    }

    func fill(_ host: ViewHost, at time: TimeInterval) -> DisplayItem? {
        host.displayList(on: .iPhone16, at: time).first { if case .shape(_, .color, nil) = $0.content { true } else { false } }
    }

    @Test(arguments: AthleticButtonVariant.allCases)
    func buttonsPressInAndGiveTheirHapticOncePerTap(variant: AthleticButtonVariant) throws {
        let host = ViewHost(ModernButton("Start workout", variant: variant) {})
        try host.press("Start workout")
        host.advance(to: 1)
        // Pressed: scaled to 95%, the pressed fill.
        let pressed = try #require(fill(host, at: 1))
        #expect(abs(pressed.scale.width - 0.95) < 1e-3)
        let expected = variant.pressedFill.resolved(in: .light)
        guard case let .shape(_, .color(red, green, blue, opacity), nil) = pressed.content else {
            Issue.record("the pressed fill is not a color: \(pressed.content)")
            return
        }
        #expect(
            abs(red - expected.red) < 1e-9 && abs(green - expected.green) < 1e-9 && abs(blue - expected.blue) < 1e-9
                && abs(opacity - expected.alpha) < 1e-9)
        try host.release("Start workout")
        #expect(host.hapticsLog.map(\.feedback) == [variant.haptic.feedbackName])
        #expect(host.accessibilityElements.map(\.description) == ["Start workout, button"])
    }

    @Test func dangerLabelsUseTheAccessibleColor() throws {
        let host = ViewHost(ModernButton("Delete set", variant: .danger) {})
        let label = try #require(host.displayList(on: .iPhone16, at: 1).first { if case .text = $0.content { true } else { false } })
        guard case let .text(text) = label.content, case let .color(red, green, blue, _) = text.paint else {
            Issue.record("no label")
            return
        }
        let expected = AthleticColors.textOnDangerAccessible.resolved(in: .light)
        #expect(abs(red - expected.red) < 1e-9 && abs(green - expected.green) < 1e-9 && abs(blue - expected.blue) < 1e-9)
        // 003's 15 pt semibold label type.
        #expect(text.font.size == 15 && text.font.weight == 600)
    }

    @Test func cardsWithAnActionPressAndTapLightly() throws {
        var opened = 0
        let host = ViewHost(ModernCard(action: { opened += 1 }) { Text("Workout") }.a11y(label: "Open workout", trait: .isButton))
        try host.tap("Open workout")
        #expect(opened == 1)
        #expect(host.hapticsLog.map(\.feedback) == ["impact.light"])
        #expect(host.accessibilityElements.first?.label == "Open workout")
    }

    @Test func listItemsRevealInAStagger() throws {
        let host = ViewHost(VStack { ForEach(0..<3) { Text("Row \($0)").staggerReveal(index: $0) } })
        func row(_ index: Int, at time: TimeInterval) -> DisplayItem? {
            host.displayList(on: .iPhone16, at: time).first {
                if case let .text(text) = $0.content { text.string == "Row \(index)" } else { false }
            }
        }
        // Each row 40 ms after the one before: at 0.04 s row 1 has not moved, row 0 has.
        #expect(try #require(row(1, at: 0.04)).offset.height == 20)
        #expect(try #require(row(0, at: 0.04)).offset.height < 20)
        #expect(try #require(row(2, at: 0.08)).opacity == 0)
        #expect(try #require(row(2, at: 2)).offset.height.magnitude < 1e-3)
    }

    @Test func reduceMotionRevealsWithAFadeAndNoRise() throws {
        var environment = EnvironmentValues()
        environment._accessibilityReduceMotion = true
        let host = ViewHost(VStack { ForEach(0..<3) { Text("Row \($0)").staggerReveal(index: $0) } }, environment: environment)
        let rows = host.displayList(on: .iPhone16, at: 0.06).filter { if case .text = $0.content { true } else { false } }
        #expect(rows.count == 3 && rows.allSatisfy { $0.offset == .zero && abs($0.opacity - 0.5) < 1e-9 })
    }
}

extension HapticToken {
    /// The name the haptics log gives this token's feedback.
    var feedbackName: String {
        switch self {
        case .light, .medium, .heavy: "impact.\(rawValue)"
        case .soft, .rigid: "impact.\(rawValue)"
        default: rawValue
        }
    }
}

/// ProgressRing: fills emerald to gold and gives success once, when it reaches 100%.
@MainActor
struct ProgressRingTests {
    @Test func successFiresOnceAtOneHundredPercent() throws {
        let host = ViewHost(RingProbe())
        for _ in 0..<3 { try host.tap("Add") }
        #expect(host.hapticsLog.isEmpty)
        try host.tap("Add")
        #expect(host.hapticsLog.map(\.feedback) == ["success"])
        // Past the goal and back below it: no more success.
        try host.tap("Add")
        try host.tap("Reset")
        #expect(host.hapticsLog.map(\.feedback) == ["success"])
        #expect(host.accessibilityElements.contains { $0.value == "0 of 4" })
    }
}

@MainActor
struct RingProbe: View {
    @State private var done = 0

    var body: some View {
        VStack {
            ProgressRing(value: done, goal: 4)
            Button("Add") { done += 1 }
            Button("Reset") { done = 0 }
        }
    }
}

/// StatCard and ActionChip.
@MainActor
struct StatAndChipTests {
    @Test func statCardsReadAsOneElementWithTheirFigure() {
        let host = ViewHost(StatCard("Active energy", value: "642 kcal", systemImage: "flame.fill"))
        #expect(host.accessibilityElements.map(\.label) == ["Active energy, 642 kcal"])
        // The figure in 003's displaySmall: 28 pt bold rounded.
        let figure = host.displayList(on: .iPhone16, at: 1).compactMap { item -> DisplayText? in
            if case let .text(text) = item.content, text.string == "642 kcal" { text } else { nil }
        }.first
        #expect(figure?.font.size == 28 && figure?.font.weight == 700 && figure?.font.design == .rounded)
    }

    @Test func chipsPressDarkerAndTapLightly() throws {
        var logged = 0
        let host = ViewHost(ActionChip("Log set", systemImage: "plus") { logged += 1 })
        func fillOpacity(at time: TimeInterval) -> Double? {
            host.displayList(on: .iPhone16, at: time).compactMap { item -> Double? in
                if case let .shape(_, .color(_, _, _, opacity), nil) = item.content { opacity } else { nil }
            }.first
        }
        #expect(fillOpacity(at: 0) == 0.10)
        try host.press("Log set")
        #expect(fillOpacity(at: 1) == 0.20)
        try host.release("Log set")
        #expect(logged == 1 && host.hapticsLog.map(\.feedback) == ["impact.light"])
    }
}

/// ModernSegmentControl: the emerald selection slides to the tapped segment with a selection haptic.
@MainActor
struct SegmentControlTests {
    @Test func theSelectionSlidesToTheTappedSegment() throws {
        let host = ViewHost(SegmentProbe())
        func selectionFrame(at time: TimeInterval) -> CGRect? {
            let green = AthleticColors.accentPrimary.resolved(in: .light)
            return host.displayList(on: .iPhone16, at: time).first { item in
                if case let .shape(_, .color(red, g, blue, _), nil) = item.content {
                    abs(red - green.red) < 1e-9 && abs(g - green.green) < 1e-9 && abs(blue - green.blue) < 1e-9
                } else {
                    false
                }
            }?.frame
        }
        let start = try #require(selectionFrame(at: 0))
        try host.tap("Month")
        let end = try #require(selectionFrame(at: 2))
        let middle = try #require(selectionFrame(at: 0.1))
        #expect(end.midX > start.midX && middle.midX > start.midX && middle.midX < end.midX)
        #expect(host.hapticsLog.map(\.feedback) == ["selection"])
        #expect(host.accessibilityElements.map(\.description) == ["Day, button", "Week, button", "Month, button, selected"])
    }
}

@MainActor
struct SegmentProbe: View {
    @State private var selection = 0

    var body: some View {
        ModernSegmentControl(
            selection: $selection,
            options: [
                SelectionOption("Day", value: 0), SelectionOption("Week", value: 1),
                SelectionOption("Month", value: 2),
            ]
        ).padding(20)
    }
}

/// The haptic belongs to the public style: any `Button` styled `.modern(_:)` plays it.
@MainActor
struct ModernButtonStyleTests {
    @Test(arguments: AthleticButtonVariant.allCases)
    func aPlainButtonStyledModernPlaysTheVariantsHaptic(variant: AthleticButtonVariant) throws {
        var taps = 0
        let host = ViewHost(Button("Go") { taps += 1 }.buttonStyle(.modern(variant)))
        try host.press("Go")
        #expect(host.hapticsLog.isEmpty)
        try host.release("Go")
        #expect(taps == 1)
        #expect(host.hapticsLog.map(\.feedback) == [variant.haptic.feedbackName])
    }
}
