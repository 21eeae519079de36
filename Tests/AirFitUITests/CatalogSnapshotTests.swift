import AirFitCatalog
import AirFitUI
import DesignTokens
import HeadlessSwiftUI
import SnapshotSupport
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
