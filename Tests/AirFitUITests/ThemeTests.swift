import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// What `.theme(_:)` does for a component (decision D136): the card it lays its content on, the
/// colors of text on it and how a press answers come from the theme; without one, each component
/// keeps its own dialect.
@MainActor
struct ThemeTests {
    static func glassCard() -> some View { GlassCard { Text("Protein") } }
    static func modernCard() -> some View { ModernCard { Text("Protein") } }

    /// The fill a card draws under its content: a material or a solid color.
    func cardFill(_ view: some View, scheme: ColorScheme = .light) throws -> DisplayPaint {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let items = ViewHost(view, environment: environment).displayList(on: .iPhone16, at: 2)
        let fill = try #require(items.first { if case .shape(_, _, nil) = $0.content { true } else { false } })
        guard case let .shape(_, paint, nil) = fill.content else { throw ThemeTestError.noFill }
        return paint
    }

    func solid(_ color: AdaptiveColor, _ scheme: Appearance = .light) -> DisplayPaint {
        let value = color.resolved(in: scheme)
        return .color(red: value.red, green: value.green, blue: value.blue, opacity: value.alpha)
    }

    func materialPaint(_ token: MaterialToken) -> DisplayPaint {
        .material(thickness: MaterialToken.allCases.firstIndex(of: token)!)
    }

    @Test func withoutAThemeEachCardKeepsItsDialect() throws {
        #expect(try cardFill(Self.glassCard()) == materialPaint(PastelGlass.material))
        #expect(try cardFill(Self.modernCard()) == solid(AthleticCard.background))
    }

    @Test(arguments: Dialect.allCases)
    func everyCardTakesTheThemesSurface(dialect: Dialect) throws {
        let theme = Theme.of(dialect)
        let expected: DisplayPaint =
            switch theme.card.surface {
            case let .glass(material, _): materialPaint(material)
            case let .solid(color): solid(color)
            }
        #expect(try cardFill(Self.glassCard().theme(theme)) == expected)
        #expect(try cardFill(Self.modernCard().theme(theme)) == expected)
    }

    @Test(arguments: Dialect.allCases)
    func contentSitsTheThemesPaddingInside(dialect: Dialect) throws {
        let theme = Theme.of(dialect)
        for view in [AnyView(Self.glassCard().theme(theme)), AnyView(Self.modernCard().theme(theme))] {
            let host = ViewHost(view)
            let items = host.displayList(on: .iPhone16, at: 2)
            let card = try #require(items.first { if case .shape(_, _, nil) = $0.content { true } else { false } })
            let text = try #require(items.first { if case .text = $0.content { true } else { false } })
            #expect(abs(text.frame.minX - card.frame.minX - theme.card.padding) < 1e-9, "\(dialect)")
        }
    }

    @Test func textTakesTheThemesPrimaryRole() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let items = ViewHost(Self.glassCard().theme(.athletic), environment: environment).displayList(on: .iPhone16, at: 2)
        let text = try #require(items.first { if case .text = $0.content { true } else { false } })
        guard case let .text(run) = text.content else { throw ThemeTestError.noText }
        #expect(run.paint == solid(AthleticColors.textPrimary, .dark))
        #expect(run.paint != solid(SystemColors.label, .dark))
    }

    @Test func secondaryTextTakesTheThemesSecondaryRole() throws {
        let view = GlassCard { Text("Upper body").accessibleSecondaryForeground() }.theme(.athletic)
        let items = ViewHost(view).displayList(on: .iPhone16, at: 2)
        guard case let .text(run)? = items.first(where: { if case .text = $0.content { true } else { false } })?.content else {
            throw ThemeTestError.noText
        }
        #expect(run.paint == solid(AthleticColors.textSecondary))
    }

    /// A tapped card plays the theme's press haptic: 003's light impact, 004's selection tick, none in pastel.
    @Test(arguments: [(Dialect.athletic, ["impact.light"]), (.liquid, ["selection"]), (.pastel, [])])
    func aTapPlaysTheThemesHaptic(dialect: Dialect, haptics: [String]) throws {
        let host = ViewHost(ModernCard(action: {}) { Text("Workout") }.a11y(label: "Open workout", trait: .isButton).theme(.of(dialect)))
        try host.tap("Open workout")
        #expect(host.hapticsLog.map(\.feedback) == haptics)
    }

    /// The same component's pictures differ under each theme where the roles differ.
    @Test func aCardsPictureDiffersUnderEachTheme() throws {
        let device = Device(
            name: "Card", size: CGSize(width: 200, height: 80), scale: 1, safeAreaTop: 0, safeAreaBottom: 0,
            maximumFramesPerSecond: 60)
        let renderer = try Renderer()
        let pictures = try Dialect.allCases.map { dialect in
            try renderer.render(
                ZStack {
                    Color(.sRGB, red: 0.9, green: 0.5, blue: 0.3, opacity: 1)
                    Self.modernCard().padding(8)
                }
                .theme(.of(dialect)), settings: RenderSettings(device: device, scale: 1, appearance: .dark, time: 2))
        }
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            var differing = 0
            for y in 0..<80 { for x in 0..<200 where pictures[a][x: x, y: y] != pictures[b][x: x, y: y] { differing += 1 } }
            #expect(differing > 2_000, "\(Dialect.allCases[a]) vs \(Dialect.allCases[b]): \(differing) pixels differ")
        }
    }
}

enum ThemeTestError: Error { case noFill, noText }
