import Foundation

/// `review-shard-I-of-N.json`: what one shard drew, written beside its pictures, so that a merge
/// can join shards into the page an unsharded run writes.
///
/// ```swift
/// let record = try ShardRecord.read(in: URL(fileURLWithPath: "shard-2"))
/// ```
public struct ShardRecord: Codable, Equatable, Sendable {
    public static let currentSchemaVersion = 1
    public let schemaVersion: Int
    public let shard: Int
    public let shardCount: Int
    /// Every picture of the whole review, in order, so that every shard knows the whole plan.
    public let plan: [String]
    /// The previews, where they are written (`File.swift:42`), in plan order.
    public let previews: [String]
    /// The variants' captions, in plan order.
    public let variants: [String]
    /// This shard's pictures.
    public let pictures: [PictureRecord]

    public init(shard: Shard, plan: [String], previews: [String], variants: [String], pictures: [PictureRecord]) {
        schemaVersion = Self.currentSchemaVersion
        self.shard = shard.index
        shardCount = shard.count
        self.plan = plan
        self.previews = previews
        self.variants = variants
        self.pictures = pictures
    }

    /// Its file name in a shard's folder.
    public static func fileName(_ shard: Shard) -> String { "review-shard-\(shard.index)-of-\(shard.count).json" }

    /// Its bytes: sorted keys, so the same shard writes the same file.
    public func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return Array(try encoder.encode(self)) + [10]
    }

    /// The shard record in `folder`, which must hold exactly one.
    public static func read(in folder: URL) throws(ReviewError) -> ShardRecord {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("review-shard-") && $0.hasSuffix(".json") }
        guard names.count == 1, let data = FileManager.default.contents(atPath: folder.appendingPathComponent(names[0]).path) else {
            throw ReviewError("\(folder.path): not a shard's folder (it must hold one review-shard-I-of-N.json; found \(names.count))")
        }
        do {
            let record = try JSONDecoder().decode(ShardRecord.self, from: data)
            guard record.schemaVersion == currentSchemaVersion else {
                throw ReviewError(
                    "\(folder.path)/\(names[0]): schema version \(record.schemaVersion); this review reads \(currentSchemaVersion)")
            }
            return record
        } catch let error as ReviewError {
            throw error
        } catch {
            throw ReviewError("\(folder.path)/\(names[0]) cannot be read: \(error)")
        }
    }
}
