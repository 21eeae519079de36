import Foundation
import SwiftUI
import SwiftUICorpus
import Testing

/// `NavigationPath.codable` and `init(_:)` (Apple): "A value that describes the contents of this
/// path in a serializable format. This value is nil if any of the type-erased elements of the path
/// don't conform to the Codable protocol"; a path restored from it holds the same values.
struct NavigationPathCodableTests {
    enum Route: Codable, Hashable {
        case workout(id: Int)
        case settings
    }

    struct Plain: Hashable {}

    @Test func aPathOfCodableValuesRoundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(Route.workout(id: 7))
        path.append("notes")
        path.append(42)
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == representation)
        let restored = NavigationPath(decoded)
        #expect(restored == path && restored.count == 3)
        // The values keep their order and types: a different route is a different path.
        var other = NavigationPath()
        other.append(Route.settings)
        other.append("notes")
        other.append(42)
        #expect(restored != other)
    }

    /// The corpus's saving helper, as an app writes it, restores what it saved.
    @Test func aSceneRestoresItsSavedPath() throws {
        let path = NavigationPath([3, 5, 8])
        let saved = try #require(SavedNavigation.save(path))
        #expect(SavedNavigation.restore(saved) == path)
        #expect(SavedNavigation.restore(Data("not json".utf8)).isEmpty)
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoRepresentation() {
        var path = NavigationPath()
        path.append(1)
        path.append(Plain())
        #expect(path.codable == nil)
        #expect(NavigationPath().codable.map { NavigationPath($0).isEmpty } == true)
    }

    @Test func aTypeNameWithoutItsValueIsAnError() {
        let data = Data(#"["Si"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) }
    }
}
