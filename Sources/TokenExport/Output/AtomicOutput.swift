import Foundation

/// Writes an export so that the output path holds either its old content or the whole new one,
/// never a part, and a failed write leaves nothing behind.
///
/// A file is written to a hidden temporary sibling and renamed over the destination (rename(2) is
/// atomic). A folder is built whole in a temporary sibling folder; then the old folder, if any, is
/// moved aside, the new one renamed into place, and the old one removed.
public enum AtomicOutput {
    /// Writes `document` at `path`: the file itself, or the folder (for an asset catalog, the
    /// `.xcassets` folder). The parent folder must exist.
    public static func write(_ document: ExportDocument, to path: String) throws(ExportError) {
        func failure(_ reason: String) -> ExportError { ExportError(path: path, reason: reason) }
        guard !path.isEmpty else { throw failure("the path is empty") }
        let destination = URL(fileURLWithPath: path)
        let parent = destination.deletingLastPathComponent()
        switch kind(of: parent) {
        case .folder: break
        case .file: throw failure("\(parent.path) is not a folder")
        case nil: throw failure("its folder \(parent.path) does not exist")
        }
        let temporary = sibling(of: destination, tag: "partial")
        do {
            switch document {
            case .file, .bytes:
                if kind(of: destination) == .folder { throw failure("it is a folder; this format writes one file") }
                let bytes: [UInt8]
                switch document {
                case let .file(text): bytes = Array(text.utf8)
                case let .bytes(data): bytes = data
                case .directory: bytes = []
                }
                try PendingOutputs.shared.create(temporary.path) { try POSIXFiles.create(temporary.path, bytes: bytes) }
                try PendingOutputs.shared.finish(temporary.path) { try POSIXFiles.rename(temporary.path, to: destination.path) }
            case let .directory(files):
                if kind(of: destination) == .file { throw failure("it is a file; this format writes a folder") }
                try writeFolder(files.mapValues { Array($0.utf8) }, at: destination, through: temporary)
            }
        } catch let error as ExportError {
            PendingOutputs.shared.finish(temporary.path) { try? FileManager.default.removeItem(at: temporary) }
            throw error
        } catch {
            PendingOutputs.shared.finish(temporary.path) { try? FileManager.default.removeItem(at: temporary) }
            throw failure((error as? SystemCallError)?.reason ?? "\(error)")
        }
    }

    /// Writes a folder of `files` (relative paths to bytes) at `path`, whole or not at all: built in
    /// a hidden sibling, then swapped in for what was there. The parent folder must exist.
    ///
    /// ```swift
    /// try AtomicOutput.writeFolder(["index.html": page, "screens/today.png": png], to: "gallery")
    /// ```
    ///
    /// - Throws: `ExportError` naming `path` and the system's reason.
    public static func writeFolder(_ files: [String: [UInt8]], to path: String) throws(ExportError) {
        guard !path.isEmpty else { throw ExportError(path: path, reason: "the path is empty") }
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        let parent = destination.deletingLastPathComponent()
        guard kind(of: parent) == .folder else { throw ExportError(path: path, reason: "its folder \(parent.path) does not exist") }
        if kind(of: destination) == .file { throw ExportError(path: path, reason: "it is a file, not a folder") }
        let temporary = sibling(of: destination, tag: "partial")
        do throws(SystemCallError) {
            try writeFolder(files, at: destination, through: temporary)
        } catch {
            PendingOutputs.shared.finish(temporary.path) { try? FileManager.default.removeItem(at: temporary) }
            throw ExportError(path: path, reason: error.reason)
        }
    }

    /// Builds `files` in `temporary` and moves it into place at `destination`.
    private static func writeFolder(_ files: [String: [UInt8]], at destination: URL, through temporary: URL) throws(SystemCallError) {
        try build(files, in: temporary)
        try PendingOutputs.shared.finish(temporary.path) { () throws(SystemCallError) in try replaceFolder(destination, with: temporary) }
    }

    private enum Kind { case file, folder }

    private static func kind(of url: URL) -> Kind? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        return isFolder.boolValue ? .folder : .file
    }

    /// A hidden, unique name beside `url`: `.AirFit.xcassets.partial-<uuid>`.
    private static func sibling(of url: URL, tag: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(tag)-\(UUID().uuidString)")
    }

    /// Creates `folder` with `files` (relative paths) and the folders between.
    /// Every creation inside it happens under `PendingOutputs`' lock, so an interruption that removes
    /// the folder cannot race a file back into it.
    private static func build(_ files: [String: [UInt8]], in folder: URL) throws(SystemCallError) {
        try PendingOutputs.shared.create(folder.path) { () throws(SystemCallError) in try POSIXFiles.makeFolder(folder.path) }
        var made: Set<String> = []
        for (relative, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let components = relative.split(separator: "/").map(String.init)
            try PendingOutputs.shared.inside { () throws(SystemCallError) in
                for depth in 1..<max(components.count, 1) {
                    let subfolder = components[..<depth].joined(separator: "/")
                    if made.insert(subfolder).inserted { try POSIXFiles.makeFolder(folder.appendingPathComponent(subfolder).path) }
                }
                try POSIXFiles.create(folder.appendingPathComponent(relative).path, bytes: bytes)
            }
        }
    }

    /// Moves a finished folder into place; whatever was there is removed only once the new one is in.
    private static func replaceFolder(_ destination: URL, with finished: URL) throws(SystemCallError) {
        guard kind(of: destination) != nil else { return try POSIXFiles.rename(finished.path, to: destination.path) }
        let old = sibling(of: destination, tag: "old")
        try POSIXFiles.rename(destination.path, to: old.path)
        do {
            try POSIXFiles.rename(finished.path, to: destination.path)
        } catch {
            try? POSIXFiles.rename(old.path, to: destination.path)
            throw error
        }
        try? FileManager.default.removeItem(at: old)
    }
}
