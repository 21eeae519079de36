import AirFitScreens
import AirFitSnapshotTesting
import AirFitUI
import DesignTokens
import HeadlessRuntime
import HeadlessSwiftUI
import SnapshotTesting
import Testing

/// Every screen in its home theme at 1x, light, dark and AX3, against PNG references
/// (Tests/AirFitScreensTests/__Snapshots__; re-record with SNAPSHOT_TESTING_RECORD=all).
@MainActor
struct ScreenSnapshotTests {
    nonisolated static let ids = ScreenID.allCases.map(\.rawValue)

    func screen(_ id: String) throws -> some View {
        let screen = try ScreenID.named(id)
        return Screens.view(screen).theme(.of(screen.homeDialect))
    }

    @Test(arguments: ids)
    func light(id: String) throws {
        assertSnapshot(of: try screen(id), as: .headlessImage(appearance: .light, time: 2), named: id)
    }

    @Test(arguments: ids)
    func dark(id: String) throws {
        assertSnapshot(of: try screen(id), as: .headlessImage(appearance: .dark, time: 2), named: id)
    }

    @Test(arguments: ids)
    func accessibility3(id: String) throws {
        assertSnapshot(of: try screen(id), as: .headlessImage(dynamicTypeSize: .accessibility3, time: 2), named: id)
    }
}

/// 000 §9's blur budget: no screen, in any theme, lays more than six material backdrops. A backdrop at
/// opacity 0 (the back of an unflipped card) is not drawn, here or by Core Animation, and costs nothing.
@MainActor
struct BlurBudgetTests {
    @Test(arguments: ScreenID.allCases)
    func atMostSixMaterials(screen: ScreenID) {
        for theme in Theme.all {
            let host = ViewHost(Screens.view(screen).theme(theme))
            let materials = host.displayList(on: .iPhone16, at: 2).filter { item in
                guard item.opacity > 0 else { return false }
                switch item.content {
                case .fill(.material), .shape(_, .material, _), .fill(.backdrop), .shape(_, .backdrop, _): return true
                default: return false
                }
            }
            #expect(materials.count <= 6, "\(screen.rawValue) in \(theme.name): \(materials.count) backdrops")
        }
    }
}

/// Every screen in German at AX5 and in Arabic (mirrored), light and dark: the languages a team
/// ships in, at the size where long words break layouts first (issue #28).
@MainActor
struct LocalizedScreenSnapshotTests {
    nonisolated static let ids = ScreenSnapshotTests.ids

    func screen(_ id: String) throws -> some View { try ScreenSnapshotTests().screen(id) }

    @Test(arguments: ids)
    func germanAX5(id: String) throws {
        assertSnapshot(
            of: try screen(id),
            as: .headlessImage(
                layout: .device(.iPhone16), dynamicTypeSize: .accessibility5, locale: Locale(identifier: "de"), time: 2), named: id)
    }

    @Test(arguments: ids)
    func arabicDark(id: String) throws {
        assertSnapshot(
            of: try screen(id),
            as: .headlessImage(layout: .device(.iPhone16), appearance: .dark, locale: Locale(identifier: "ar"), time: 2), named: id)
    }
}
