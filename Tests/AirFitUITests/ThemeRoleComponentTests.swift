import AirFitCatalog
import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Issue #29: a brand theme made in one place reaches every component, `.tint(_:)` reaches the
/// accent inside a theme as on Apple's controls, and each look is a style on `Button` or `Label`.
@MainActor
struct ThemeRoleComponentTests {
    /// The paint of the solid color `hex` as the display list records it.
    func paint(_ hex: String, opacity: Double = 1) -> DisplayPaint {
        let color = try! SRGBColor(hex: hex)
        return .color(red: color.red, green: color.green, blue: color.blue, opacity: opacity)
    }

    /// Every shape's paint with its opacity, biggest first.
    func shapePaints(_ view: some View) -> [(paint: DisplayPaint, opacity: Double, area: Double)] {
        ViewHost(view).displayList(on: .iPhone16).compactMap { item in
            if case let .shape(_, paint, nil) = item.content {
                (paint, item.opacity, Double(item.frame.width * item.frame.height))
            } else {
                nil
            }
        }
        .sorted { $0.area > $1.area }
    }

    @Test func aPrimaryButtonIsFilledWithTheBrandsAccentAndTheTintOverridesIt() {
        // Outside a theme: 003's emerald.
        #expect(shapePaints(ModernButton("Go") {}).first?.paint == paint("#00E676"))
        // Harbor: its coral.
        #expect(shapePaints(ModernButton("Go") {}.theme(.harbor)).first?.paint == paint("#FF6B4A"))
        // `.tint(_:)` inside the theme wins, as on SwiftUI's own prominent buttons.
        #expect(shapePaints(ModernButton("Go") {}.tint(Color(red: 1, green: 0, blue: 0)).theme(.harbor)).first?.paint == paint("#FF0000"))
    }

    @Test func theChipStyleDrawsAnyButtonInTheAccentAtTenPercent() throws {
        let chip = Button {
        } label: {
            Label("Quick 20", systemImage: "bolt.fill")
        }.buttonStyle(.actionChip).theme(.harbor)
        let fill = try #require(shapePaints(chip).first)
        #expect(fill.paint == paint("#FF6B4A") && abs(fill.opacity - 0.10) < 1e-9)
        // The label is read by its title, not its symbol.
        #expect(ViewHost(chip).accessibilityElements.map(\.description) == ["Quick 20, button"])
    }

    @Test func theBadgeLabelStyleFillsWithTheHighlight() {
        let badge = Label("Level 12", systemImage: "star.fill").labelStyle(.glowBadge).theme(.harbor)
        #expect(shapePaints(badge).first?.paint == paint("#2EC4B6"))
        #expect(shapePaints(Label("Level 12", systemImage: "star.fill").labelStyle(.glowBadge)).first?.paint == paint("#FFD740"))
    }

    @Test func aStatCardTakesTheBrandsEdgeTypeAndText() throws {
        let host = ViewHost(StatCard("Volume", value: "8,240 kg", systemImage: "chart.bar.fill").theme(.harbor))
        let list = host.displayList(on: .iPhone16)
        let edge = list.first { abs($0.frame.width - 3) < 0.01 && $0.frame.height > 20 }
        guard case let .shape(_, edgePaint, _)? = edge?.content else {
            Issue.record("no accent edge: \(list.map(\.content))")
            return
        }
        #expect(edgePaint == paint("#FF6B4A"))
        let value = try #require(
            list.compactMap { item -> DisplayText? in
                if case let .text(text) = item.content, text.string == "8,240 kg" { text } else { nil }
            }.first)
        // Harbor's number role: 30 pt heavy (900 is black, 800 heavy), in its navy.
        #expect(value.font.size == 30 && value.font.weight == 800)
        #expect(value.paint == paint("#0B1F33"))
    }

    @Test func aScreenOnAThemeWithASolidBackdropDrawsIt() {
        let screen = BaseScreen { Text("Hello") }.theme(.harbor)
        let fills = ViewHost(screen).displayList(on: .iPhone16).compactMap { item -> DisplayPaint? in
            if case let .fill(paint) = item.content { paint } else { nil }
        }
        #expect(fills.first == paint("#EEF2F6"))
        // With no theme, the pastel gradient.
        let gradient = ViewHost(BaseScreen { Text("Hello") }).displayList(on: .iPhone16).contains { item in
            if case .fill(.linearGradient) = item.content { true } else { false }
        }
        #expect(gradient)
    }

    @Test func aSheetLiesOnTheThemesCard() {
        let sheet = DragDismissSheet { Text("Breakfast") }
        // At home, 000's glass: a material. In Harbor, its solid white card.
        #expect(!glassWidths(sheet).isEmpty)
        #expect(glassWidths(sheet.theme(.harbor)).isEmpty)
        #expect(shapePaints(sheet.theme(.harbor)).first?.paint == paint("#FFFFFF"))
    }

    @Test func theModernStylePlaysItsHapticOnCompletedTapsOnly() throws {
        var taps = 0
        let host = ViewHost(Button("Go") { taps += 1 }.buttonStyle(.modern(.primary)))
        try host.press("Go")
        try host.cancelPress("Go")
        #expect(taps == 0 && host.hapticsLog.isEmpty, "a press dragged off plays nothing")
        try host.press("Go")
        try host.release("Go")
        #expect(taps == 1 && host.hapticsLog.map(\.feedback) == ["impact.medium"])
    }

    /// The widths of the glass (material or backdrop) shapes a view draws.
    func glassWidths(_ view: some View) -> [CGFloat] {
        ViewHost(view).displayList(on: .iPhone16).compactMap { item -> CGFloat? in
            switch item.content {
            case .shape(_, .material, _), .shape(_, .backdrop, _), .fill(.material), .fill(.backdrop): item.frame.width
            default: nil
            }
        }
    }

    @Test func theIconStyleIs44PointsAndCompactAtTheSmallControlSize() throws {
        let close = Button {
        } label: {
            Label("Close", systemImage: "xmark")
        }.buttonStyle(.glassIcon)
        #expect(ViewHost(close).accessibilityElements.map(\.description) == ["Close, button"])
        let regular = try #require(glassWidths(close.liquidGlassRendering(.fallback)).first)
        let small = try #require(glassWidths(close.controlSize(.small).liquidGlassRendering(.fallback)).first)
        #expect(abs(regular - 44) < 0.01 && abs(small - 36) < 0.01)
    }

    @Test func thePillsPaddingFollowsTheControlSizeAndStays44PointsTall() throws {
        func frame(_ size: ControlSize) throws -> CGRect {
            let host = ViewHost(Button("Save") {}.buttonStyle(.liquidPillProminent).controlSize(size).liquidGlassRendering(.fallback))
            // The prominent pill's fill: the tint, a capsule around the label.
            return try #require(
                host.displayList(on: .iPhone16).first { item in
                    if case .shape(_, .color, nil) = item.content { true } else { false }
                }?.frame)
        }
        let small = try frame(.small)
        let regular = try frame(.regular)
        let large = try frame(.large)
        #expect(abs(small.height - 44) < 0.5, "small stays at the 44 pt touch target: \(small)")
        // 20 × 12 pt at regular; two thirds (13 × 8) small; four thirds (27 × 16) large.
        #expect(abs((regular.width - small.width) - 14) < 0.5 && abs((large.width - regular.width) - 14) < 0.5)
        #expect(large.height > regular.height)
    }
}
