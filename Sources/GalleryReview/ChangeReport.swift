import Foundation
import ImageComparison

/// What changed between a baseline gallery and a new one: `changes.json` in the gallery folder.
/// Its form is versioned (`schemaVersion`).
public struct ChangeReport: Codable, Equatable, Sendable {
    /// Bumped whenever a field is renamed or removed; adding a field keeps the version.
    public static let currentSchemaVersion = 1

    /// The threshold a picture had to exceed to count as changed.
    public struct Threshold: Codable, Equatable, Sendable {
        public let tolerance: Double
        public let allowedFraction: Double
        public let description: String
    }

    public let schemaVersion: Int
    /// The baseline folder, as given.
    public let baseline: String
    public let threshold: Threshold
    /// The pictures that changed, were added, were removed or could not be read, by status, then in
    /// the gallery's page order (screens, components, animations, accessibility).
    public let pictures: [PictureChange]
    /// The pictures that look the same, by path.
    public let unchanged: [String]

    /// A report of `pictures` by status, then in `pageOrder` (the gallery's order, paths not in it
    /// last, by path), and of the `unchanged` pictures by path.
    init(
        baseline: String, threshold: PerceptualThreshold, pictures: [PictureChange], unchanged: [String], pageOrder: [String] = []
    ) {
        schemaVersion = Self.currentSchemaVersion
        self.baseline = baseline
        self.threshold = Threshold(
            tolerance: threshold.tolerance, allowedFraction: threshold.allowedFraction, description: threshold.description)
        let order = Dictionary(uniqueKeysWithValues: PictureChange.Status.allCases.enumerated().map { ($1, $0) })
        let position = Dictionary(pageOrder.enumerated().map { ($1, $0) }) { first, _ in first }
        self.pictures = pictures.sorted {
            (order[$0.status]!, position[$0.path] ?? Int.max, $0.path) < (order[$1.status]!, position[$1.path] ?? Int.max, $1.path)
        }
        self.unchanged = unchanged.sorted()
    }

    /// The pictures with `status`.
    public func pictures(_ status: PictureChange.Status) -> [PictureChange] {
        pictures.filter { $0.status == status }
    }

    /// True when anything changed, was added, removed or could not be read.
    public var hasChanges: Bool { !pictures.isEmpty }

    /// One line: how many pictures changed, were added and removed, and how many stayed the same.
    public var summary: String {
        let counts = PictureChange.Status.allCases.compactMap { status -> String? in
            let count = pictures(status).count
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        let changes = counts.isEmpty ? "nothing changed" : counts.joined(separator: ", ")
        return "\(changes); \(unchanged.count) unchanged"
    }

    /// The report as JSON: sorted keys, two-space indentation, the same bytes for the same report.
    public func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }
}
