import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// What the components do under the display settings beyond text size (decision D151).
@MainActor
struct AccessibilitySettingsTests {
    func items(_ view: some View, _ change: (inout EnvironmentValues) -> Void) -> [DisplayItem] {
        var environment = EnvironmentValues()
        change(&environment)
        return ViewHost(view, environment: environment).displayList(on: .iPhone16, at: 2)
    }

    func weights(_ items: [DisplayItem]) -> [Int] {
        items.compactMap { if case let .text(text) = $0.content { text.font.weight } else { nil } }
    }

    /// Bold Text draws body text (400) at 600 and semibold (600) at 800; without it nothing changes.
    @Test func boldTextDrawsEveryTextHeavier() {
        let view = VStack {
            Text("Protein")
            Text("112 g").fontWeight(.semibold)
        }
        #expect(weights(items(view) { _ in }) == [400, 600])
        #expect(weights(items(view) { $0.legibilityWeight = .bold }) == [600, 800])
    }

    /// Increase Contrast: the pastel glass card becomes the opaque grouped surface and its edge the
    /// label color at 40%.
    @Test func increaseContrastMakesGlassOpaqueWithAVisibleEdge() throws {
        let card = GlassCard { Text("Steps") }
        let standard = items(card) { _ in }
        #expect(standard.contains { if case .shape(_, .material, nil) = $0.content { true } else { false } })
        let increased = items(card) { $0._colorSchemeContrast = .increased }
        #expect(!increased.contains { if case .shape(_, .material, nil) = $0.content { true } else { false } })
        let background = SystemColors.secondarySystemBackground.resolved(in: .light)
        #expect(
            increased.contains {
                $0.content
                    == .shape(
                        $0.shapePath ?? Path(),
                        paint: .color(red: background.red, green: background.green, blue: background.blue, opacity: 1), stroke: nil)
            })
        let edge = try #require(increased.first { if case .shape(_, _, .some) = $0.content { true } else { false } })
        let label = SystemColors.label.resolved(in: .light)
        let paint: DisplayPaint? = if case let .shape(_, paint, _) = edge.content { paint } else { nil }
        #expect(paint == .color(red: label.red, green: label.green, blue: label.blue, opacity: label.alpha * ContrastStyle.edgeOpacity))
    }

    /// Native Liquid Glass under Reduce Transparency is the grouped background's raised surface
    /// (white in light, so it stands apart from the #F2F2F7 page), not glass.
    @Test func reduceTransparencyMakesNativeGlassOpaque() {
        let card = GlassCard(tint: .blue) { Text("Morning run") }
        // Glass is drawn as a frosted backdrop (then its tint, highlight and border).
        func glass(_ items: [DisplayItem]) -> Int {
            items.filter { if case .shape(_, .backdrop, nil) = $0.content { true } else { false } }.count
        }
        #expect(glass(items(card) { _ in }) == 1)
        let reduced = items(card) { $0._accessibilityReduceTransparency = true }
        #expect(glass(reduced) == 0)
        #expect(reduced.contains { if case .shape(_, .color(1, 1, 1, 1), nil) = $0.content { true } else { false } })
    }

    /// Differentiate Without Color: the selected pill carries a checkmark, the others do not.
    @Test func differentiateWithoutColorMarksTheSelection() {
        let selector = PillSelector(selection: .constant("Legs"), options: ["Chest", "Legs"])
        func checkmarks(_ items: [DisplayItem]) -> Int {
            items.filter { if case .symbol("checkmark", _, _, _, _) = $0.content { true } else { false } }.count
        }
        #expect(checkmarks(items(selector) { _ in }) == 0)
        #expect(checkmarks(items(selector) { $0._accessibilityDifferentiateWithoutColor = true }) == 1)
    }

    /// Button Shapes: the ghost button, clear at rest, rests on 003's surfaceHighlight (#E8E8EC in
    /// light) so it reads as a button; the filled variants do not change.
    @Test func buttonShapesGiveTheGhostButtonAShape() {
        let highlight = AthleticColors.surfaceHighlight.resolved(in: .light)
        func highlighted(_ items: [DisplayItem]) -> Bool {
            items.contains {
                $0.content
                    == .shape(
                        $0.shapePath ?? Path(), paint: .color(red: highlight.red, green: highlight.green, blue: highlight.blue, opacity: 1),
                        stroke: nil)
            }
        }
        let ghost = ModernButton("Skip", variant: .ghost) {}
        #expect(!highlighted(items(ghost) { _ in }))
        #expect(highlighted(items(ghost) { $0._accessibilityShowButtonShapes = true }))
        let primary = ModernButton("Start", variant: .primary) {}
        #expect(items(primary) { _ in } == items(primary) { $0._accessibilityShowButtonShapes = true })
    }
}

extension DisplayItem {
    /// The path of a shape item, for comparing its paint.
    fileprivate var shapePath: Path? { if case let .shape(path, _, _) = content { path } else { nil } }
}
