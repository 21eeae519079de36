import Foundation

/// How the review and its worker processes talk: the review starts a worker with its own
/// arguments and `--worker-jobs 3,7,11 --worker-output DIR`; the worker draws each job in turn,
/// writes `DIR/<index>.json` (its `PictureRecord`) and its pictures (`DIR/<index>.files/<path>`),
/// then prints `marker + index` on a line of its own. A preview's own `print`s cannot be taken
/// for a report: the marker starts with a control character.
enum WorkerProtocol {
    static let marker = "\u{1}airfit-review-done "

    /// A job's record file in the worker's folder.
    static func recordFile(_ index: Int, in folder: URL) -> URL {
        folder.appendingPathComponent("\(index).json")
    }

    /// A job's folder of pictures in the worker's folder.
    static func filesFolder(_ index: Int, in folder: URL) -> URL {
        folder.appendingPathComponent("\(index).files")
    }

    /// Writes a drawn job's record and pictures.
    static func write(_ record: PictureRecord, files: [String: [UInt8]], in folder: URL) throws {
        let pictures = filesFolder(record.index, in: folder)
        for (path, bytes) in files {
            let url = pictures.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(record).write(to: recordFile(record.index, in: folder))
    }

    /// A drawn job's record and pictures, read back.
    static func read(_ index: Int, in folder: URL) throws -> (PictureRecord, [String: [UInt8]]) {
        let record = try JSONDecoder().decode(PictureRecord.self, from: Data(contentsOf: recordFile(index, in: folder)))
        var files: [String: [UInt8]] = [:]
        for path in [record.path] + (record.accessibilityPicture.map { [$0] } ?? []) where record.failure == nil {
            files[path] = Array(try Data(contentsOf: filesFolder(index, in: folder).appendingPathComponent(path)))
        }
        return (record, files)
    }
}
