import Foundation
import GalleryReview

/// `--merge`: the shards of one review joined into its page, the bytes an unsharded run writes.
/// Every shard of the run must be there once, with the same plan.
///
/// ```sh
/// swift run ProfileScreenReview --merge shard-1 shard-2 --output review
/// ```
enum ReviewMerge {
    static func merge(_ folders: [String], baseline: GalleryBaseline?, command: String) throws -> (
        files: [String: [UInt8]], changes: ChangeReport?, failed: [PictureRecord], drawn: Int
    ) {
        var shards: [(folder: URL, record: ShardRecord)] = []
        for folder in folders {
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            shards.append((url, try ShardRecord.read(in: url)))
        }
        let first = shards[0].record
        for (folder, record) in shards where record.shardCount != first.shardCount || record.plan != first.plan {
            throw ReviewError(
                "\(folder.path) is a shard of another run (\(record.shardCount) shards, \(record.plan.count) pictures) "
                    + "than \(shards[0].folder.path) (\(first.shardCount) shards, \(first.plan.count) pictures)")
        }
        let numbers = shards.map(\.record.shard).sorted()
        guard numbers == Array(1...first.shardCount) else {
            let missing = Set(1...first.shardCount).subtracting(numbers).sorted()
            let twice = Set(numbers.filter { number in numbers.filter { $0 == number }.count > 1 }).sorted()
            throw ReviewError(
                "--merge needs each of the \(first.shardCount) shards once: "
                    + (missing.isEmpty ? "" : "missing \(missing.map(String.init).joined(separator: ", "))")
                    + (twice.isEmpty ? "" : "\(missing.isEmpty ? "" : "; ")given twice \(twice.map(String.init).joined(separator: ", "))"))
        }
        var records: [PictureRecord] = []
        var pictures: [String: [UInt8]] = [:]
        for (folder, record) in shards {
            for picture in record.pictures {
                records.append(picture)
                for path in [picture.path] + (picture.accessibilityPicture.map { [$0] } ?? []) where picture.failure == nil {
                    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
                        throw ReviewError("\(folder.path): \(path) is missing; the shard's folder is incomplete")
                    }
                    pictures[path] = Array(data)
                }
            }
        }
        let assembled = try ReviewAssembly.files(
            records: records, pictures: pictures, previews: first.previews, variants: first.variants, baseline: baseline,
            command: command)
        let failed = records.filter { $0.failure != nil }.sorted { $0.index < $1.index }
        return (assembled.files, assembled.changes, failed, records.count - failed.count)
    }
}
