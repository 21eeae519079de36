import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an export could not be written; `path` is the output path as given.
public struct ExportError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot write \"\(path)\": \(reason)" }
}

/// Writes an export so that the output path holds either the old content or the whole new one,
/// never a part: a file goes to a temporary sibling and is renamed into place; a directory is
/// built in a temporary sibling folder and swapped in.
public enum AtomicOutput {
    public static func write(_ document: ExportDocument, to path: String) throws(ExportError) {
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError(path: path, reason: "its folder \(parent.path) does not exist")
        }
        let temporary = parent.appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
        do {
            switch document {
            case let .file(text):
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw ExportError(path: path, reason: "it is a folder; this format writes one file")
                }
                try Data(text.utf8).write(to: temporary)
                try rename(temporary, to: url)
            case let .directory(files):
                try? FileManager.default.removeItem(at: temporary)
                for (relative, text) in files.sorted(by: { $0.key < $1.key }) {
                    let file = temporary.appendingPathComponent(relative)
                    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: file)
                }
                try swapDirectory(temporary, into: url)
            }
        } catch let error as ExportError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ExportError(path: path, reason: reason(error))
        }
    }

    private static func rename(_ source: URL, to destination: URL) throws {
        guard posixRename(source.path, destination.path) == 0 else {
            throw ExportError(path: destination.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Moves a finished folder into place, replacing whatever was there only once the new one is whole.
    private static func swapDirectory(_ source: URL, into destination: URL) throws {
        let old = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).old-\(getpid())")
        let existed = FileManager.default.fileExists(atPath: destination.path)
        if existed { try rename(destination, to: old) }
        do {
            try rename(source, to: destination)
        } catch {
            if existed { try? rename(old, to: destination) }
            throw error
        }
        if existed { try? FileManager.default.removeItem(at: old) }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return nsError.localizedDescription
    }
}

/// POSIX rename(2): atomic replacement of a file, or of an empty or absent folder.
private func posixRename(_ source: String, _ destination: String) -> Int32 {
    #if canImport(Glibc)
    Glibc.rename(source, destination)
    #else
    Darwin.rename(source, destination)
    #endif
}
