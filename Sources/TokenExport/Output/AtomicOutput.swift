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
                if case let .file(text) = document { try POSIXFiles.create(temporary.path, bytes: Array(text.utf8)) }
                if case let .bytes(bytes) = document { try POSIXFiles.create(temporary.path, bytes: bytes) }
                try POSIXFiles.rename(temporary.path, to: destination.path)
            case let .directory(files):
                if kind(of: destination) == .file { throw failure("it is a file; this format writes a folder") }
                try build(files, in: temporary)
                try replaceFolder(destination, with: temporary)
            }
        } catch let error as ExportError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw failure((error as? SystemCallError)?.reason ?? "\(error)")
        }
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
    private static func build(_ files: [String: String], in folder: URL) throws(SystemCallError) {
        try POSIXFiles.makeFolder(folder.path)
        var made: Set<String> = []
        for (relative, text) in files.sorted(by: { $0.key < $1.key }) {
            let components = relative.split(separator: "/").map(String.init)
            for depth in 1..<max(components.count, 1) {
                let subfolder = components[..<depth].joined(separator: "/")
                if made.insert(subfolder).inserted { try POSIXFiles.makeFolder(folder.appendingPathComponent(subfolder).path) }
            }
            try POSIXFiles.create(folder.appendingPathComponent(relative).path, text: text)
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
