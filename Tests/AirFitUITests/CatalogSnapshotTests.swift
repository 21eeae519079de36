import AirFitCatalog
import AirFitSnapshotTesting
import AirFitUI
import DesignTokens
import HeadlessSwiftUI
import SnapshotTesting
import Testing

/// Every preview in the catalog, rendered at 1x in light, dark and at AX3, against PNG references
/// (Tests/AirFitUITests/__Snapshots__; re-record with SNAPSHOT_TESTING_RECORD=all).
@MainActor
struct CatalogSnapshotTests {
    nonisolated static let names = PreviewCatalog.entries.map(\.name)

    @Test(arguments: names)
    func light(name: String) throws {
        let entry = try #require(PreviewCatalog.entry(named: name))
        assertSnapshot(of: entry.makeView(), as: .headlessImage(appearance: .light), named: name)
    }

    @Test(arguments: names)
    func dark(name: String) throws {
        let entry = try #require(PreviewCatalog.entry(named: name))
        assertSnapshot(of: entry.makeView(), as: .headlessImage(appearance: .dark), named: name)
    }

    @Test(arguments: names)
    func accessibility3(name: String) throws {
        let entry = try #require(PreviewCatalog.entry(named: name))
        assertSnapshot(of: entry.makeView(), as: .headlessImage(dynamicTypeSize: .accessibility3), named: name)
    }
}

/// What `.theme(_:)` changes, as pictures: the same components under each theme, light and dark
/// (decision D136).
@MainActor
struct ThemeSnapshotTests {
    @Test(arguments: Dialect.allCases)
    func themedComponents(dialect: Dialect) throws {
        let view = ThemedComponents().theme(.of(dialect))
        assertSnapshot(of: view, as: .headlessImage(appearance: .light), named: "\(dialect.rawValue)-light")
        assertSnapshot(of: view, as: .headlessImage(appearance: .dark), named: "\(dialect.rawValue)-dark")
    }
}

/// Issue #29: the example brand changing each component. Every catalog preview under
/// `.theme(.harbor)`, a theme built from the public API in `AirFitCatalog` (decision D181).
@MainActor
struct BrandSnapshotTests {
    @Test(arguments: CatalogSnapshotTests.names)
    func harbor(name: String) throws {
        let entry = try #require(PreviewCatalog.entry(named: name))
        assertSnapshot(of: entry.makeView().theme(.harbor), as: .headlessImage(appearance: .light), named: name)
    }
}
