import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Every button style honours `isEnabled` (`disabled(_:)`): it draws dimmed, ignores taps and plays
/// no haptic (D139, `PressResponse`).
@MainActor
struct DisabledStyleTests {
    enum Kind: String, CaseIterable { case modernButton, actionChip, modernCard, flareButton, glassIconButton, glassPill }

    static func view(_ kind: Kind, action: @escaping @MainActor () -> Void) -> AnyView {
        switch kind {
        case .modernButton: AnyView(ModernButton("Go", action: action))
        case .actionChip: AnyView(ActionChip("Go", systemImage: "bolt.fill", action: action))
        case .modernCard: AnyView(ModernCard(action: action) { Text("Go") }.a11y(label: "Go", trait: .isButton))
        case .flareButton: AnyView(FlareButton("Go", action: action))
        case .glassIconButton: AnyView(GlassIconButton(systemImage: "gearshape", accessibilityLabel: "Go", action: action))
        case .glassPill: AnyView(GlassTextPillButton("Go", action: action).liquidGlassRendering(.fallback))
        }
    }

    /// The date strip, a row of day buttons, dims as a whole and takes no taps when disabled.
    @Test func aDisabledDateStripDimsAndIgnoresTaps() throws {
        func strip() -> some View {
            LiquidGlassDateStrip(selection: .constant(Date(timeIntervalSince1970: 0)), dates: [Date(timeIntervalSince1970: 0)])
                .liquidGlassRendering(.fallback)
        }
        let enabled = ViewHost(strip())
        let disabled = ViewHost(strip().disabled(true))
        let label = try #require(enabled.accessibilityElements.first?.label)
        #expect(throws: ViewHost.TapError(label: label, isDisabled: true)) { try disabled.tap(label) }
        let bright = enabled.displayList(on: .iPhone16, at: 1)
        let dim = disabled.displayList(on: .iPhone16, at: 1)
        #expect(bright.count == dim.count && !dim.isEmpty)
        for (a, b) in zip(bright, dim) {
            #expect(abs(b.opacity - a.opacity * ControlState.disabledOpacity) < 1e-9, "\(a.identity)")
        }
    }

    @Test(arguments: Kind.allCases)
    func aDisabledStyleDimsAndIgnoresTaps(kind: Kind) throws {
        var taps = 0
        let enabled = ViewHost(Self.view(kind) { taps += 1 })
        let disabled = ViewHost(Self.view(kind) { taps += 1 }.disabled(true))
        #expect(throws: ViewHost.TapError(label: "Go", isDisabled: true)) { try disabled.tap("Go") }
        #expect(taps == 0 && disabled.hapticsLog.isEmpty)
        try enabled.tap("Go")
        #expect(taps == 1, "\(kind)")
        let bright = enabled.displayList(on: .iPhone16, at: 1)
        let dim = disabled.displayList(on: .iPhone16, at: 1)
        #expect(bright.count == dim.count && !dim.isEmpty)
        for (a, b) in zip(bright, dim) {
            #expect(abs(b.opacity - a.opacity * ControlState.disabledOpacity) < 1e-9, "\(kind): \(a.identity)")
        }
    }
}
