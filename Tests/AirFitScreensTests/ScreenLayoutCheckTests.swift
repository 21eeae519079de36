import AirFitScreens
import AirFitUI
import DesignTokens
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import LayoutCheck
import Renderer
import Testing

/// `airfit lint`'s check on the screens, as the renderer lays them out (Pango): every screen stays
/// clean in every theme at Large, xxLarge, AX3 and AX5 (`airfit lint --strict` in CI checks all
/// twelve sizes in light and dark; issue #21, decisions D149–D153).
@MainActor
struct ScreenLayoutCheckTests {
    static let renderer = try? Renderer()
    static let sizes: [DynamicTypeSize] = [.large, .xxLarge, .accessibility3, .accessibility5]

    func findings(_ screen: ScreenID, sizes: [DynamicTypeSize] = sizes) throws -> [String] {
        let renderer = try #require(Self.renderer)
        let checker = LayoutChecker(measurer: renderer.measurer)
        var found: [String] = []
        for dialect in Dialect.allCases {
            for size in sizes {
                let settings = RenderSettings(device: .iPhone16, dynamicTypeSize: size)
                let host = renderer.host(Screens.view(screen).theme(.of(dialect)), settings: settings)
                found += checker.check(host, on: .iPhone16).map { "\(dialect) \(size): \($0.detail)" }
            }
        }
        return found
    }

    @Test(arguments: ScreenID.allCases)
    func aScreenIsCleanAtEverySize(screen: ScreenID) throws {
        #expect(try findings(screen) == [])
    }
}
